import type { Database } from '../db/database.ts';
import type { Storage } from './storage.ts';
import { findReferencedKeys } from './stored-object-repository.ts';

/**
 * Objects are stored before the record naming them is written (so a record never names a missing object): one
 * younger than this may simply not be recorded yet, and is left alone.
 */
export const ORPHAN_GRACE_MS = 24 * 60 * 60 * 1000;
/** The folders the server stores under; only these are swept, so a shared bucket's other objects are safe. */
export const SWEPT_PREFIXES = ['uploads/', 'uploads-extracted/', 'cases/', 'cases-extracted/', 'annexures/', 'annexures-extracted/', 'profile-pictures/', 'logos/'];
const BATCH = 500;

/** Deletes every stored object past the grace period that no record refers to; answers how many went. */
export async function sweepOrphanedObjects(deps: { db: Database; storage: Storage; clock: () => Date }): Promise<number> {
  const cutoff = deps.clock().getTime() - ORPHAN_GRACE_MS;
  let removed = 0;
  let batch: string[] = [];
  const sweepBatch = async () => {
    const referenced = await findReferencedKeys(deps.db, batch);
    for (const key of batch.filter((candidate) => !referenced.has(candidate))) {
      await deps.storage.delete(key);
      removed += 1;
    }
    batch = [];
  };
  for (const prefix of SWEPT_PREFIXES) {
    for await (const object of deps.storage.list(prefix)) {
      if (object.lastModified.getTime() > cutoff) continue;
      batch.push(object.key);
      if (batch.length === BATCH) await sweepBatch();
    }
  }
  if (batch.length > 0) await sweepBatch();
  return removed;
}
