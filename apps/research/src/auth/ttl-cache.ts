export type TtlCache<V> = {
  get(key: string): V | undefined;
  set(key: string, value: V): void;
};

/**
 * Entries that expire ttlMs after they were set. At maxEntries the oldest entry makes room, so memory stays
 * bounded however many different keys arrive.
 */
export function createTtlCache<V>(options: { ttlMs: number; maxEntries: number }): TtlCache<V> {
  const entries = new Map<string, { value: V; expiresAt: number }>();
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt > Date.now()) return entry.value;
      entries.delete(key);
      return undefined;
    },
    set(key, value) {
      entries.delete(key);
      if (entries.size >= options.maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(key, { value, expiresAt: Date.now() + options.ttlMs });
    },
  };
}
