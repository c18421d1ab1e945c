import type { Database } from '../db/database.ts';
import { recordAuditUnlessSince, type AuditEntry } from './audit-log-repository.ts';

/** Past this many remembered entries, the ones outside the window are forgotten. */
const PRUNE_ABOVE = 10_000;

/**
 * Records an action at most once per user and record per `everyMs`, for what rides on a hot read (opening a
 * case). The database decides (another process may have recorded it); this process remembers what it recorded
 * so that repeat reads within the window, a case page refetching as answers arrive, cost no statement at all.
 */
export function createRecentAudit(everyMs: number) {
  const recordedAt = new Map<string, number>();
  return async (db: Database, entry: AuditEntry): Promise<void> => {
    const key = `${entry.action}:${entry.userId}:${entry.subjectType}:${entry.subjectId}`;
    const at = entry.at.getTime();
    const last = recordedAt.get(key);
    if (last !== undefined && at >= last && at - last < everyMs) return;
    // Remembered only when this process recorded it: another process's entry is the database's to find.
    if (!(await recordAuditUnlessSince(db, entry, new Date(at - everyMs)))) return;
    recordedAt.set(key, at);
    if (recordedAt.size > PRUNE_ABOVE) {
      for (const [remembered, time] of recordedAt) if (at - time >= everyMs) recordedAt.delete(remembered);
    }
  };
}
