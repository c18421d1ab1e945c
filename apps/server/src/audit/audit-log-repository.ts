import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { auditLog, users, type AuditLogRow } from '../db/schema.ts';
import { storableDetails } from './storable-details.ts';

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

/** An entry with the acting user's name; null once their account is deleted. */
export interface AuditEntryWithActor extends AuditLogRow {
  actorName: string | null;
}

/** Records one action; pass the transaction of the change so the entry exists exactly when the change does. */
export async function recordAudit(db: Database, entry: AuditEntry): Promise<void> {
  await recordAudits(db, [entry]);
}

/** Records many actions in one statement, as a batch of edits does. */
export async function recordAudits(db: Database, entries: readonly AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await db.insert(auditLog).values(
    entries.map((entry) => ({
      userId: entry.userId,
      action: entry.action,
      subjectType: entry.subjectType,
      subjectId: String(entry.subjectId),
      details: storableDetails(entry.details),
      createdAt: entry.at,
    })),
  );
}

/** Who last did one of `actions` to a record, as the trail says; null when nobody did or their account is gone. */
export async function findLastActor(
  db: Database,
  subject: { subjectType: string; subjectId: string; actions: readonly string[] },
): Promise<{ id: string; name: string } | null> {
  const [row] = await db
    .select({ id: users.id, name: users.name })
    .from(auditLog)
    .innerJoin(users, eq(users.id, auditLog.userId))
    .where(and(eq(auditLog.subjectType, subject.subjectType), eq(auditLog.subjectId, subject.subjectId), inArray(auditLog.action, [...subject.actions])))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(1);
  return row ?? null;
}

/**
 * Who last did one of `actions` to each of several parts of a record (the answers or checklist items of a case),
 * told apart by `details[detailKey]`, in one query. A part nobody changed has no entry in the map.
 */
export async function findLastActors(
  db: Database,
  subject: { subjectType: string; subjectId: string; actions: readonly string[]; detailKey: 'answerId' | 'itemId'; values: readonly string[] },
): Promise<Map<string, { id: string; name: string }>> {
  if (subject.values.length === 0) return new Map();
  // The key is written into the statement (one of the keys above, never input): DISTINCT ON must match ORDER BY
  // as the same expression, which two bound parameters are not.
  const part = sql`${auditLog.details} ->> ${sql.raw(`'${subject.detailKey}'`)}`;
  const rows = await db
    .selectDistinctOn([part], { part: sql<string>`${part}`, id: users.id, name: users.name })
    .from(auditLog)
    .innerJoin(users, eq(users.id, auditLog.userId))
    .where(
      and(
        eq(auditLog.subjectType, subject.subjectType),
        eq(auditLog.subjectId, subject.subjectId),
        inArray(auditLog.action, [...subject.actions]),
        inArray(part, [...subject.values]),
      ),
    )
    .orderBy(part, desc(auditLog.createdAt), desc(auditLog.id));
  return new Map(rows.map((row) => [row.part, { id: row.id, name: row.name }]));
}

/**
 * Records an action unless the same user did the same to the same record at or after `since`: for what is
 * repeated often (opening a case) and matters to the trail once in a while, not every time. Two requests at the
 * same instant may both record it; a doubled line is harmless where a lost one would not be. Says whether it did.
 */
export async function recordAuditUnlessSince(db: Database, entry: AuditEntry, since: Date): Promise<boolean> {
  // One statement, not a read then a write: the check costs no second round trip on the reads it rides on.
  const result = (await db.execute(sql`
    insert into ${auditLog} (user_id, action, subject_type, subject_id, details, created_at)
    select ${entry.userId}, ${entry.action}, ${entry.subjectType}, ${String(entry.subjectId)}, ${JSON.stringify(storableDetails(entry.details))}::jsonb, ${entry.at}
    where not exists (
      select 1 from ${auditLog}
      where ${auditLog.subjectType} = ${entry.subjectType}
        and ${auditLog.subjectId} = ${String(entry.subjectId)}
        and ${auditLog.userId} = ${entry.userId}
        and ${auditLog.action} = ${entry.action}
        and ${auditLog.createdAt} >= ${since}
    )
    returning ${auditLog.id}`)) as unknown as { rows: unknown[] };
  return result.rows.length > 0;
}

/** Everything done to one record, newest first (entries of one instant in the reverse of their recording). */
export async function listSubjectAudit(db: Database, subjectType: string, subjectId: string): Promise<AuditEntryWithActor[]> {
  const rows = await db
    .select({ entry: auditLog, actorName: users.name })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.userId))
    .where(and(eq(auditLog.subjectType, subjectType), eq(auditLog.subjectId, subjectId)))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id));
  return rows.map(({ entry, actorName }) => ({ ...entry, actorName }));
}
