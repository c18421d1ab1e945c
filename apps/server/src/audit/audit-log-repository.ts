import type { Database } from '../db/database.ts';
import { auditLog } from '../db/schema.ts';

export interface AuditEntry {
  /** The acting user. */
  userId: string;
  /** What was done, as `subject.verb`: "document_type.update", "question.retire". */
  action: string;
  subjectType: string;
  subjectId: string | number;
  details?: Record<string, unknown>;
  at: Date;
}

/** Records one action; pass the transaction of the change so the entry exists exactly when the change does. */
export async function recordAudit(db: Database, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    userId: entry.userId,
    action: entry.action,
    subjectType: entry.subjectType,
    subjectId: String(entry.subjectId),
    details: entry.details ?? {},
    createdAt: entry.at,
  });
}
