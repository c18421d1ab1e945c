import { PRACTICE_AREAS, type PracticeArea } from '@dd/contracts';

/** The practice area a path names by id ("1") or slug ("property-law"), or undefined. */
export function findPracticeArea(param: string): PracticeArea | undefined {
  const area = PRACTICE_AREAS.find((candidate) => String(candidate.id) === param || candidate.slug === param);
  return area && { id: area.id, name: area.name, slug: area.slug };
}

export const practiceAreaList = (): PracticeArea[] => PRACTICE_AREAS.map(({ id, name, slug }) => ({ id, name, slug }));
