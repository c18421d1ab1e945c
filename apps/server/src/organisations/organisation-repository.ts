import { and, asc, count, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { OrganisationRole } from '@dd/contracts';
import type { Database } from '../db/database.ts';
import { cases, organisationInvitations, organisations, users, type OrganisationInvitationRow, type OrganisationRow } from '../db/schema.ts';

export async function insertOrganisation(db: Database, organisation: { name: string; createdAt: Date; emailDomain?: string }): Promise<OrganisationRow> {
  const [row] = await db
    .insert(organisations)
    .values({ ...organisation, updatedAt: organisation.createdAt })
    .returning();
  return row!;
}

export async function findOrganisation(db: Database, id: string): Promise<OrganisationRow | undefined> {
  const [row] = await db.select().from(organisations).where(eq(organisations.id, id));
  return row;
}

/** Applies the changes and bumps updated_at, which versions the logo's URL. */
export async function updateOrganisation(
  db: Database,
  id: string,
  changes: Partial<Pick<OrganisationRow, 'name' | 'logoKey' | 'emailDomain' | 'ssoRequired' | 'builtinOnlyByDefault'>>,
  now: Date,
): Promise<OrganisationRow | undefined> {
  const [row] = await db
    .update(organisations)
    .set({ ...changes, updatedAt: now })
    .where(eq(organisations.id, id))
    .returning();
  return row;
}

/** Deletes a firm nobody belongs to any more, answering its logo's key; undefined when it still has members. */
export async function deleteOrganisationWithoutMembers(db: Database, id: string): Promise<{ logoKey: string | null } | undefined> {
  const [row] = await db
    .delete(organisations)
    .where(and(eq(organisations.id, id), sql`not exists (select 1 from ${users} where ${users.organisationId} = ${id})`))
    .returning({ logoKey: organisations.logoKey });
  return row;
}

export interface MemberRow {
  id: string;
  name: string;
  email: string;
  emailNormalized: string;
  role: OrganisationRole;
}

const memberColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  emailNormalized: users.emailNormalized,
  role: users.organisationRole,
};

/** The firm's members, admins first, then by name. */
export async function listMembers(db: Database, organisationId: string): Promise<MemberRow[]> {
  return db
    .select(memberColumns)
    .from(users)
    .where(eq(users.organisationId, organisationId))
    .orderBy(sql`${users.organisationRole} = 'admin' desc`, asc(users.name), asc(users.id));
}

/** A member of the firm by id or by normalised email, or undefined for anyone else (another firm's user included). */
export async function findMember(
  db: Database,
  organisationId: string,
  who: { id: string } | { emailNormalized: string },
): Promise<MemberRow | undefined> {
  const [row] = await db
    .select(memberColumns)
    .from(users)
    .where(and(eq(users.organisationId, organisationId), 'id' in who ? eq(users.id, who.id) : eq(users.emailNormalized, who.emailNormalized)));
  return row;
}

/**
 * The ids of the firm's admins, their rows locked until the transaction ends: two admins demoting each other at
 * once cannot both see the other still an admin.
 */
export async function lockAdmins(tx: Database, organisationId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.organisationId, organisationId), eq(users.organisationRole, 'admin')))
    .for('update');
  return rows.map((row) => row.id);
}

export async function countMembers(db: Database, organisationId: string): Promise<number> {
  const [row] = await db.select({ members: count() }).from(users).where(eq(users.organisationId, organisationId));
  return row?.members ?? 0;
}

/** Puts a user in a firm with a role (a change of role within the firm included). */
export async function placeUser(db: Database, userId: string, organisationId: string, role: OrganisationRole, now: Date): Promise<void> {
  await db.update(users).set({ organisationId, organisationRole: role, updatedAt: now }).where(eq(users.id, userId));
}

/** Hands every case of one user to another (a member removed from the firm: their matters stay with it); their ids. */
export async function transferCases(db: Database, fromUserId: string, toUserId: string, now: Date): Promise<string[]> {
  const moved = await db.update(cases).set({ userId: toUserId, updatedAt: now }).where(eq(cases.userId, fromUserId)).returning({ id: cases.id });
  return moved.map((row) => row.id);
}

export async function insertInvitation(
  db: Database,
  invitation: Pick<OrganisationInvitationRow, 'organisationId' | 'email' | 'emailNormalized' | 'role' | 'invitedBy' | 'createdAt' | 'expiresAt'>,
): Promise<OrganisationInvitationRow> {
  const [row] = await db.insert(organisationInvitations).values(invitation).returning();
  return row!;
}

const waiting = (now: Date) =>
  and(isNull(organisationInvitations.acceptedAt), isNull(organisationInvitations.revokedAt), gt(organisationInvitations.expiresAt, now));

export interface InvitationWithInviter extends OrganisationInvitationRow {
  inviterName: string | null;
}

/** The firm's invitations still waiting for an answer, newest first, each with its sender's name. */
export async function listWaitingInvitations(db: Database, organisationId: string, now: Date): Promise<InvitationWithInviter[]> {
  const rows = await db
    .select({ invitation: organisationInvitations, inviterName: users.name })
    .from(organisationInvitations)
    .leftJoin(users, eq(users.id, organisationInvitations.invitedBy))
    .where(and(eq(organisationInvitations.organisationId, organisationId), waiting(now)))
    .orderBy(sql`${organisationInvitations.createdAt} desc`, asc(organisationInvitations.id));
  return rows.map((row) => ({ ...row.invitation, inviterName: row.inviterName }));
}

/** A waiting invitation, of the firm when one is named (the mail job's lookup names none). */
export async function findWaitingInvitation(db: Database, id: string, now: Date, organisationId?: string): Promise<OrganisationInvitationRow | undefined> {
  const [row] = await db
    .select()
    .from(organisationInvitations)
    .where(
      and(
        eq(organisationInvitations.id, id),
        waiting(now),
        organisationId === undefined ? undefined : eq(organisationInvitations.organisationId, organisationId),
      ),
    );
  return row;
}

/** The waiting invitation a link's token stands for, locked until the transaction ends so it is accepted once. */
export async function lockWaitingInvitationByToken(tx: Database, tokenHash: string, now: Date): Promise<OrganisationInvitationRow | undefined> {
  const [row] = await tx
    .select()
    .from(organisationInvitations)
    .where(and(eq(organisationInvitations.tokenHash, tokenHash), waiting(now)))
    .for('update');
  return row;
}

/** Sets the token of a waiting invitation's link (the mail job); false once it is no longer waiting. */
export async function setInvitationToken(db: Database, id: string, tokenHash: string, now: Date): Promise<boolean> {
  const updated = await db
    .update(organisationInvitations)
    .set({ tokenHash })
    .where(and(eq(organisationInvitations.id, id), waiting(now)))
    .returning({ id: organisationInvitations.id });
  return updated.length > 0;
}

export async function revokeInvitation(db: Database, id: string, now: Date): Promise<boolean> {
  const revoked = await db
    .update(organisationInvitations)
    .set({ revokedAt: now })
    .where(and(eq(organisationInvitations.id, id), waiting(now)))
    .returning({ id: organisationInvitations.id });
  return revoked.length > 0;
}

/** Ends the expired invitations of an address to the firm, so a new one may wait in their place. */
export async function revokeExpiredInvitations(db: Database, organisationId: string, emailNormalized: string, now: Date): Promise<void> {
  await db
    .update(organisationInvitations)
    .set({ revokedAt: now })
    .where(
      and(
        eq(organisationInvitations.organisationId, organisationId),
        eq(organisationInvitations.emailNormalized, emailNormalized),
        isNull(organisationInvitations.acceptedAt),
        isNull(organisationInvitations.revokedAt),
        lte(organisationInvitations.expiresAt, now),
      ),
    );
}

export async function markInvitationAccepted(db: Database, id: string, userId: string, now: Date): Promise<void> {
  await db.update(organisationInvitations).set({ acceptedAt: now, acceptedBy: userId }).where(eq(organisationInvitations.id, id));
}
