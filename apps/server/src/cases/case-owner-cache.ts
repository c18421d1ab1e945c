import type { ChangeNotices } from '../db/change-notices.ts';
import type { OwnedRecord } from '../http/access-policy.ts';

const MAX_ENTRIES = 10_000;

/**
 * Each case's owner and record version as the access policy last read them (decision 85), kept until the database
 * says the case changed. Only where that notice is heard at commit (`heardAtCommit`: the embedded database, which one
 * process holds): a read after a change's commit then never finds the pair from before it. A lookup that began
 * before a notice is not kept, since it may have read what the change replaced.
 */
export interface CaseOwnerCache {
  /** What `lookup` finds for the case: kept, or read and kept unless a notice came in while it ran. */
  owner(caseId: string, lookup: () => Promise<OwnedRecord | undefined>): Promise<OwnedRecord | undefined>;
}

export function createCaseOwnerCache(changes: ChangeNotices): CaseOwnerCache {
  if (!changes.heardAtCommit) throw new Error('A case owner cache needs change notices heard at commit (the embedded database).');
  // Bumped by every notice: a lookup that began before one must not keep what it read.
  let generation = 0;
  const entries = new Map<string, OwnedRecord>();
  changes.subscribe({
    changed: (notice) => {
      if (notice.kind !== 'case') return;
      generation += 1;
      entries.delete(notice.caseId);
    },
    reset: () => {
      generation += 1;
      entries.clear();
    },
  });
  return {
    async owner(caseId, lookup) {
      const kept = entries.get(caseId);
      if (kept) return kept;
      const started = generation;
      const found = await lookup();
      // A case not found is not kept: it may be one being created.
      if (found && started === generation) {
        if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
        entries.set(caseId, found);
      }
      return found;
    },
  };
}
