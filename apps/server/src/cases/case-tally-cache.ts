import type { CaseListTally } from './case-repository.ts';
import { createVersionedCache, type VersionedCache } from './versioned-cache.ts';

/** A case's tally as it was counted at its record version. */
export interface CachedCaseTally extends CaseListTally {
  version: number;
}

export type CaseTallyCache = VersionedCache<CachedCaseTally>;

/**
 * The case list's tallies of one process, by case: counting a case's answers on every read of the list cost more
 * than the rest of the read (decision 78). A tally is a few numbers, so the cache holds a number of cases.
 */
export const createCaseTallyCache = ({ maxCases = 100_000 }: { maxCases?: number } = {}): CaseTallyCache =>
  createVersionedCache<CachedCaseTally>({ maxSize: maxCases, sizeOf: () => 1 });
