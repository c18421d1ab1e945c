import { PRACTICE_AREAS, REGIONS, type PracticeAreaName, type Region } from '@dd/contracts';

/** The practice areas and regions a case may be opened in: the lawyer's chosen ones, or all of them when none are chosen. */
export function scopeOptions(selectedAreas: readonly PracticeAreaName[], selectedRegions: readonly Region[]) {
  const chosenAreas = PRACTICE_AREAS.filter((area) => selectedAreas.includes(area.name));
  return {
    areas: chosenAreas.length > 0 ? chosenAreas : PRACTICE_AREAS,
    regions: selectedRegions.length > 0 ? selectedRegions : [...REGIONS],
  };
}
