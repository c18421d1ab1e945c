/** A value as it was built at a version of what it was built from. */
export interface Versioned {
  version: number;
}

export interface VersionedCache<T extends Versioned> {
  /** The value cached for this key if it was built at the version given; otherwise nothing. */
  get(key: string, version: number): T | undefined;
  set(key: string, value: T): void;
}

/**
 * The values of one process, the latest of each key only, least recently read dropped first once their sizes add up
 * to more than `maxSize`. Nothing needs telling of a change: a reader compares the version it read from the database
 * on the same request (a case's record version, decision 44) with the cached one, so a change made by any process is
 * seen by the very next read.
 */
export function createVersionedCache<T extends Versioned>({ maxSize, sizeOf }: { maxSize: number; sizeOf: (value: T) => number }): VersionedCache<T> {
  const values = new Map<string, T>();
  let size = 0;

  const remove = (key: string) => {
    const held = values.get(key);
    if (!held) return;
    values.delete(key);
    size -= sizeOf(held);
  };

  return {
    get(key, version) {
      const held = values.get(key);
      if (!held || held.version !== version) return undefined;
      // Read again: the newest in the map's order, the last to be dropped.
      values.delete(key);
      values.set(key, held);
      return held;
    },
    set(key, value) {
      remove(key);
      if (sizeOf(value) > maxSize) return;
      values.set(key, value);
      size += sizeOf(value);
      for (const oldest of values.keys()) {
        if (size <= maxSize) break;
        remove(oldest);
      }
    },
  };
}
