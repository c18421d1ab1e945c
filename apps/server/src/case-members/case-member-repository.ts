import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { CaseMemberRole } from '@dd/contracts';
import type { Database } from '../db/database.ts';
import { caseFiles, caseMembers, cases, users } from '../db/schema.ts';

/** The user's role on the case, or undefined when they are not one of its members (its owner included). */
export async function findCaseMemberRole(db: Database, caseId: string, userId: string): Promise<CaseMemberRole | undefined> {
  const [row] = await db
    .select({ role: caseMembers.role })
    .from(caseMembers)
    .where(and(eq(caseMembers.caseId, caseId), eq(caseMembers.userId, userId)));
  return row?.role;
}

export interface CaseMemberWithUser {
  id: string;
  name: string;
  email: string;
  role: CaseMemberRole;
}

/** The case's members by name. */
export async function listCaseMembers(db: Database, caseId: string): Promise<CaseMemberWithUser[]> {
  return db
    .select({ id: users.id, name: users.name, email: users.email, role: caseMembers.role })
    .from(caseMembers)
    .innerJoin(users, eq(users.id, caseMembers.userId))
    .where(eq(caseMembers.caseId, caseId))
    .orderBy(asc(users.name), asc(users.id));
}

/** The ids of the case's members, to send its live updates to. */
export async function listCaseMemberIds(db: Database, caseId: string): Promise<string[]> {
  const rows = await db.select({ userId: caseMembers.userId }).from(caseMembers).where(eq(caseMembers.caseId, caseId));
  return rows.map((row) => row.userId);
}

/** Of `userIds`, those who belong to the firm. */
export async function filterFirmMembers(db: Database, organisationId: string, userIds: readonly string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.organisationId, organisationId), inArray(users.id, [...userIds])));
  return new Set(rows.map((row) => row.id));
}

/** Makes the case's members exactly these: the others are removed (their ids returned), the rest added or given their new role. */
export async function replaceCaseMembers(
  tx: Database,
  caseId: string,
  members: readonly { userId: string; role: CaseMemberRole }[],
  addedBy: string,
  now: Date,
): Promise<string[]> {
  const kept = members.map((member) => member.userId);
  const removed = await tx
    .delete(caseMembers)
    .where(and(eq(caseMembers.caseId, caseId), ...(kept.length > 0 ? [notInArray(caseMembers.userId, kept)] : [])))
    .returning({ userId: caseMembers.userId });
  if (members.length > 0) {
    await tx
      .insert(caseMembers)
      .values(members.map((member) => ({ caseId, userId: member.userId, role: member.role, addedBy, createdAt: now })))
      .onConflictDoUpdate({ target: [caseMembers.caseId, caseMembers.userId], set: { role: sql`excluded.role` } });
  }
  return removed.map((row) => row.userId);
}

/**
 * Ends the memberships a move between firms breaks: the user's own roles on cases, and the roles others held on the
 * cases the user owns (members come from the owner's firm only).
 */
export async function removeMembershipsAcrossFirms(tx: Database, userId: string): Promise<void> {
  await tx.delete(caseMembers).where(eq(caseMembers.userId, userId));
  await tx.delete(caseMembers).where(inArray(caseMembers.caseId, tx.select({ id: cases.id }).from(cases).where(eq(cases.userId, userId))));
}

/**
 * Files assigned to someone who may no longer work on them (neither the case's owner nor a member who may review)
 * go back to nobody: among the case's files, or among the files assigned to the user or on the user's cases. A
 * change of members and the assignments it breaks are one transaction.
 */
export async function releaseUnfitAssignments(tx: Database, of: { caseId: string } | { userId: string }): Promise<void> {
  const scope =
    'caseId' in of
      ? eq(caseFiles.caseId, of.caseId)
      : sql`(${caseFiles.assigneeId} = ${of.userId} or ${caseFiles.caseId} in (select id from cases where user_id = ${of.userId}))`;
  await tx
    .update(caseFiles)
    .set({ assigneeId: null })
    .where(
      and(
        scope,
        sql`${caseFiles.assigneeId} is not null`,
        sql`not exists (select 1 from cases c where c.id = ${caseFiles.caseId} and c.user_id = ${caseFiles.assigneeId})`,
        sql`not exists (select 1 from case_members m where m.case_id = ${caseFiles.caseId} and m.user_id = ${caseFiles.assigneeId} and m.role in ('reviewer', 'editor'))`,
      ),
    );
}

/** Whoever now owns cases they were a member of (cases handed over to them) is their owner, not a member too. */
export async function removeOwnMemberships(tx: Database, userId: string, caseIds: readonly string[]): Promise<void> {
  if (caseIds.length === 0) return;
  await tx.delete(caseMembers).where(and(eq(caseMembers.userId, userId), inArray(caseMembers.caseId, [...caseIds])));
}
