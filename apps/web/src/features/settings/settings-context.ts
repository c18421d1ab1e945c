import type { PracticeAreaName, Region } from '@dd/contracts';
import { createContext, use, useEffect } from 'react';

/** Spec §4: a configuration list is loading, then loaded (success) or failed to load (rejected). */
export type ConfigurationStatus = 'loading' | 'success' | 'rejected';

/** One of the lawyer's configuration lists, as saved on the server. */
export interface ConfigurationList<V extends string> {
  /** Every value the lawyer can choose, in the spec's order. */
  options: readonly V[];
  /** The chosen values, in the order of `options`. */
  selected: V[];
  status: ConfigurationStatus;
  /** Selects or deselects one value and saves the change. */
  toggle: (value: V) => void;
  /** Spec §2: selects all if not all are selected, otherwise clears all; saves the change. */
  toggleAll: () => void;
  /** Fetches the list again, after it failed to load. */
  reload: () => void;
}

/** The lawyer's chosen regions and practice areas (spec §2 "configuration selection"). */
export interface Settings {
  regions: ConfigurationList<Region>;
  practiceAreas: ConfigurationList<PracticeAreaName>;
}

/** The settings, and how a component that shows them has them fetched (once in a session). */
export interface SettingsSource {
  settings: Settings;
  want: () => void;
}

export const SettingsContext = createContext<SettingsSource | null>(null);

/** The lawyer's settings, fetched when the first component that shows them mounts if its page did not ask first. */
export function useSettings(): Settings {
  const source = use(SettingsContext);
  if (!source) throw new Error('useSettings must be used inside SettingsProvider');
  const { want } = source;
  useEffect(want, [want]);
  return source.settings;
}
