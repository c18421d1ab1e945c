import type { ChangeNotices } from '../db/change-notices.ts';

/**
 * A notice can be missed (a listening connection dropping between the commit and its reconnect resetting):
 * no copy outlives this, so a miss corrects itself within half a minute.
 */
export const CATALOGUE_MAX_AGE_MS = 30_000;
/** Keys come from request paths (a miss is kept too), so the oldest go beyond this many. */
const MAX_ENTRIES = 2_000;

/**
 * The question bank's read results, kept in this process: it changes only when an admin edits it or the seed
 * is synced, and each of those sends a change notice (migration 0010) that empties this.
 */
export interface CatalogueCache {
  /** The value stored under `key`, or the one `load` gives, kept unless the catalogue changed meanwhile. */
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  clear(): void;
}

export function createCatalogueCache(options: { changes?: ChangeNotices; now?: () => number } = {}): CatalogueCache {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { value: unknown; storedAt: number }>();
  // Bumped by every clear: a load that began before a change must not store what it read.
  let generation = 0;

  const cache: CatalogueCache = {
    async get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const entry = entries.get(key);
      if (entry && now() - entry.storedAt < CATALOGUE_MAX_AGE_MS) return entry.value as T;
      const started = generation;
      const storedAt = now();
      const value = await load();
      if (started === generation) {
        entries.delete(key);
        if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
        entries.set(key, { value, storedAt });
      }
      return value;
    },
    clear() {
      generation += 1;
      entries.clear();
    },
  };
  options.changes?.subscribe({
    changed: (notice) => {
      if (notice.kind === 'catalogue') cache.clear();
    },
    reset: () => cache.clear(),
  });
  return cache;
}
