import { PRACTICE_AREAS, REGIONS, type PracticeAreaName } from '@dd/contracts';
import { useMemo, type ReactNode } from 'react';
import { useSession } from '../session/session-context.ts';
import { SettingsContext, type Settings } from './settings-context.ts';
import { useConfigurationList } from './use-configuration-list.ts';

const PRACTICE_AREA_NAMES: readonly PracticeAreaName[] = PRACTICE_AREAS.map((area) => area.name);

/** The lawyer's saved regions and practice areas, fetched at the start of a logged-in session. */
export function SettingsProvider({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const userId = user?.id ?? null;
  const regions = useConfigurationList('TYPE-REGION', REGIONS, userId);
  const practiceAreas = useConfigurationList('TYPE-PRACTICE-AREA', PRACTICE_AREA_NAMES, userId);
  const settings = useMemo<Settings>(() => ({ regions, practiceAreas }), [regions, practiceAreas]);
  return <SettingsContext value={settings}>{children}</SettingsContext>;
}
