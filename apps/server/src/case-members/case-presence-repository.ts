import { and, asc, eq, gt, or, sql } from 'drizzle-orm';
import type { CasePresenceViewer } from '@dd/contracts';
import type { Database } from '../db/database.ts';
import { caseMembers, casePresence, cases, users } from '../db/schema.ts';

/**
 * Records that the user has the case open now. Returns whether they were not already present (no row, or one older
 * than `since`), which is when the others on the case must be told.
 */
export async function markPresent(db: Database, input: { caseId: string; userId: string; now: Date; since: Date }): Promise<boolean> {
  const [previous] = await db
    .select({ seenAt: casePresence.seenAt })
    .from(casePresence)
    .where(and(eq(casePresence.caseId, input.caseId), eq(casePresence.userId, input.userId)));
  await db
    .insert(casePresence)
    .values({ caseId: input.caseId, userId: input.userId, seenAt: input.now })
    .onConflictDoUpdate({ target: [casePresence.caseId, casePresence.userId], set: { seenAt: input.now } });
  return !previous || previous.seenAt <= input.since;
}

/** Forgets that the user has the case open; whether they had it open (a row newer than `since`). */
export async function markAbsent(db: Database, input: { caseId: string; userId: string; since: Date }): Promise<boolean> {
  const removed = await db
    .delete(casePresence)
    .where(and(eq(casePresence.caseId, input.caseId), eq(casePresence.userId, input.userId)))
    .returning({ seenAt: casePresence.seenAt });
  return removed.some((row) => row.seenAt > input.since);
}

/** Forgets every case the user has open; the cases where they were present (a row newer than `since`). */
export async function markAbsentEverywhere(db: Database, input: { userId: string; since: Date }): Promise<string[]> {
  const removed = await db
    .delete(casePresence)
    .where(eq(casePresence.userId, input.userId))
    .returning({ caseId: casePresence.caseId, seenAt: casePresence.seenAt });
  return removed.filter((row) => row.seenAt > input.since).map((row) => row.caseId);
}

/**
 * Who has the case open: heard from after `since`, and still on it (its owner or a member), so that someone taken off
 * the case, or a platform admin looking in, is never shown to the firm's lawyers. By name.
 */
export async function listPresent(db: Database, caseId: string, since: Date): Promise<CasePresenceViewer[]> {
  return db
    .select({ id: users.id, name: users.name })
    .from(casePresence)
    .innerJoin(users, eq(users.id, casePresence.userId))
    .innerJoin(cases, eq(cases.id, casePresence.caseId))
    .leftJoin(caseMembers, and(eq(caseMembers.caseId, casePresence.caseId), eq(caseMembers.userId, casePresence.userId)))
    .where(
      and(
        eq(casePresence.caseId, caseId),
        gt(casePresence.seenAt, since),
        or(eq(cases.userId, casePresence.userId), sql`${caseMembers.userId} is not null`),
      ),
    )
    .orderBy(asc(users.name), asc(users.id));
}
