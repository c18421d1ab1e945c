import { PRACTICE_AREAS, REGIONS, type PracticeAreaName, type Region } from '@dd/contracts';
import { useMemo, useState, type ReactNode } from 'react';
import { SettingsContext, type Settings } from './settings-context.ts';
import { toggleAll, toggleOne } from './toggle-all.ts';

const PRACTICE_AREA_NAMES: readonly PracticeAreaName[] = PRACTICE_AREAS.map((area) => area.name);

export function SettingsProvider({ children }: { children: ReactNode }) {
  const [regions, setRegions] = useState<Region[]>([]);
  const [practiceAreas, setPracticeAreas] = useState<PracticeAreaName[]>([]);

  const settings = useMemo<Settings>(
    () => ({
      regions,
      practiceAreas,
      setRegions,
      setPracticeAreas,
      toggleRegion: (region) => setRegions((current) => toggleOne(current, REGIONS, region)),
      togglePracticeArea: (area) => setPracticeAreas((current) => toggleOne(current, PRACTICE_AREA_NAMES, area)),
      toggleAllRegions: () => setRegions((current) => toggleAll(current, REGIONS)),
      toggleAllPracticeAreas: () => setPracticeAreas((current) => toggleAll(current, PRACTICE_AREA_NAMES)),
    }),
    [regions, practiceAreas],
  );
  return <SettingsContext value={settings}>{children}</SettingsContext>;
}
