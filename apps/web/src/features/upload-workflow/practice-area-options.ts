import { PRACTICE_AREAS, type PracticeAreaName } from '@dd/contracts';

/** The practice areas a case may be opened in: the lawyer's chosen ones, or all of them when none are chosen. */
export function practiceAreaOptions(selected: readonly PracticeAreaName[]) {
  const chosen = PRACTICE_AREAS.filter((area) => selected.includes(area.name));
  return chosen.length > 0 ? chosen : PRACTICE_AREAS;
}
