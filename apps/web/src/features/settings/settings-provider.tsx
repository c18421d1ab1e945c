import { PRACTICE_AREAS, REGIONS, type PracticeAreaName } from '@dd/contracts';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useSession } from '../session/session-context.ts';
import { SettingsContext, type SettingsSource } from './settings-context.ts';
import { useConfigurationList } from './use-configuration-list.ts';

export const PRACTICE_AREA_NAMES: readonly PracticeAreaName[] = PRACTICE_AREAS.map((area) => area.name);

/**
 * The lawyer's saved regions and practice areas, fetched once in a logged-in session: as the app starts on a
 * page that shows them (`wanted`: home, the workflow, the catalogue), or when a component showing them first
 * mounts. The case page, the one lawyers live on, asks for neither.
 */
export function SettingsProvider({ wanted, children }: { wanted: boolean; children: ReactNode }) {
  const { user } = useSession();
  const [fetched, setFetched] = useState(wanted);
  if (wanted && !fetched) setFetched(true);
  const want = useCallback(() => setFetched(true), []);
  // Without a user the lists' queries wait, as they do before any page has wanted them.
  const userId = fetched ? (user?.id ?? null) : null;
  const regions = useConfigurationList('TYPE-REGION', REGIONS, userId);
  const practiceAreas = useConfigurationList('TYPE-PRACTICE-AREA', PRACTICE_AREA_NAMES, userId);
  const source = useMemo<SettingsSource>(() => ({ settings: { regions, practiceAreas }, want }), [regions, practiceAreas, want]);
  return <SettingsContext value={source}>{children}</SettingsContext>;
}
