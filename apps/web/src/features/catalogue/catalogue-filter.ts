import type { Region } from '@dd/contracts';

/** Whether something that applies in `regions` concerns a lawyer practising in `selected`; no choice means all. */
export function appliesIn(regions: readonly Region[], selected: readonly Region[]): boolean {
  return selected.length === 0 || regions.some((region) => selected.includes(region));
}

/** Case- and accent-insensitive text, so "Bárd" finds "bard" and "LEASE" finds "lease". */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** Whether any of `texts` contains the search term; an empty term matches everything. */
export function matchesSearch(term: string, ...texts: string[]): boolean {
  const needle = fold(term.trim());
  return needle === '' || texts.some((text) => fold(text).includes(needle));
}

/**
 * Whether a question is asked only in some of the regions its document type covers, so the lawyer needs to
 * be told where it applies.
 */
export function isRegionSpecific(questionRegions: readonly Region[], typeRegions: readonly Region[]): boolean {
  return typeRegions.some((region) => !questionRegions.includes(region));
}
