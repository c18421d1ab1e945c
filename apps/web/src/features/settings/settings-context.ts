import type { PracticeAreaName, Region } from '@dd/contracts';
import { createContext, use } from 'react';

/** The lawyer's chosen regions and practice areas (spec §2 "configuration selection"). */
export interface Settings {
  regions: Region[];
  practiceAreas: PracticeAreaName[];
  setRegions: (regions: Region[]) => void;
  setPracticeAreas: (practiceAreas: PracticeAreaName[]) => void;
  toggleRegion: (region: Region) => void;
  togglePracticeArea: (practiceArea: PracticeAreaName) => void;
  toggleAllRegions: () => void;
  toggleAllPracticeAreas: () => void;
}

export const SettingsContext = createContext<Settings | null>(null);

export function useSettings(): Settings {
  const settings = use(SettingsContext);
  if (!settings) throw new Error('useSettings must be used inside SettingsProvider');
  return settings;
}
