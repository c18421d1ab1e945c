import { releaseUnfitAssignments, removeMembershipsAcrossFirms, removeOwnMemberships } from '../case-members/case-member-repository.ts';
import { MESSAGES, TOKEN_LIFETIMES, type Organisation, type OrganisationInvitation, type OrganisationMember, type OrganisationRole } from '@dd/contracts';
import { HttpError, notFound, ValidationError } from '@dd/http-kit';
import { recordAudit, recordAudits } from '../audit/audit-log-repository.ts';
import type { AccessTokenService } from '../auth/access-token-service.ts';
import { organisationInvitationMail } from '../auth/account-mail.ts';
import type { MailDeps } from '../auth/auth-service.ts';
import { generateSecret, sha256Hex } from '../auth/secrets.ts';
import type { Database } from '../db/database.ts';
import { isUniqueViolation } from '../db/postgres-errors.ts';
import type { UserRow } from '../db/schema.ts';
import type { CheckedImage } from '../http/image-upload.ts';
import type { JobSender } from '../jobs/job-queue.ts';
import { generateStorageKey, type Storage, type StoredObject } from '../storage/storage.ts';
import { normalizeEmail } from '../users/user-repository.ts';
import { firmNameFor } from './firm-name.ts';
import {
  countMembers,
  deleteOrganisationWithoutMembers,
  findMember,
  findOrganisation,
  findWaitingInvitation,
  insertInvitation,
  insertOrganisation,
  listMembers,
  listWaitingInvitations,
  lockAdmins,
  lockWaitingInvitationByToken,
  markInvitationAccepted,
  placeUser,
  revokeExpiredInvitations,
  revokeInvitation,
  setInvitationToken,
  transferCases,
  updateOrganisation,
} from './organisation-repository.ts';
import { presentInvitation, presentMember, presentOrganisation } from './organisation-presenter.ts';

export interface OrganisationServiceDeps {
  db: Database;
  storage: Storage;
  jobs: JobSender;
  /** Told of every change to a member's firm or role, so their cached sessions and sockets read it again. */
  accessTokens: Pick<AccessTokenService, 'accountChanged'>;
  clock: () => Date;
}

const DAY_MS = 24 * 60 * 60_000;

/** An entry in the firm's own trail (who changed what of the firm), recorded in the change's transaction. */
const firmAudit = (db: Database, actor: UserRow, action: string, details: Record<string, unknown>, at: Date) =>
  recordAudit(db, { userId: actor.id, action: `organisation.${action}`, subjectType: 'organisation', subjectId: actor.organisationId, details, at });

/** The caller's firm as the API shows it. A user always has one: the column is required. */
export async function getOrganisation(deps: Pick<OrganisationServiceDeps, 'db'>, organisationId: string): Promise<Organisation> {
  const organisation = await findOrganisation(deps.db, organisationId);
  if (!organisation) throw notFound();
  return presentOrganisation(organisation, await listMembers(deps.db, organisationId));
}

export async function readOrganisationLogo(deps: Pick<OrganisationServiceDeps, 'db' | 'storage'>, user: UserRow): Promise<StoredObject> {
  const organisation = await findOrganisation(deps.db, user.organisationId);
  const stored = organisation?.logoKey ? await deps.storage.get(organisation.logoKey) : null;
  if (!stored) throw notFound();
  return stored;
}

/** The logo on a member's exports: the firm's, or where it has none the member's own (issue 32). */
export async function exportLogoKey(db: Database, user: UserRow): Promise<string | null> {
  const organisation = await findOrganisation(db, user.organisationId);
  return organisation?.logoKey ?? user.logoKey;
}

/** A firm admin renames the firm or changes its logo; the old logo is deleted once the new one is recorded. */
export async function changeOrganisation(
  deps: OrganisationServiceDeps,
  admin: UserRow,
  changes: { name: string | undefined; logo: CheckedImage | undefined },
): Promise<Organisation> {
  const before = await findOrganisation(deps.db, admin.organisationId);
  if (!before) throw notFound();
  const logoKey = changes.logo ? generateStorageKey('logos') : undefined;
  if (changes.logo && logoKey) await deps.storage.put(logoKey, changes.logo.bytes, changes.logo.contentType);
  const renamed = changes.name === undefined ? {} : { name: changes.name };
  try {
    const now = deps.clock();
    await deps.db.transaction(async (tx) => {
      await updateOrganisation(tx, admin.organisationId, { ...renamed, ...(logoKey ? { logoKey } : {}) }, now);
      await firmAudit(tx, admin, 'update', { ...renamed, ...(logoKey ? { logo: true } : {}) }, now);
    });
  } catch (error) {
    if (logoKey) await deps.storage.delete(logoKey);
    throw error;
  }
  if (logoKey && before.logoKey) await deps.storage.delete(before.logoKey);
  return getOrganisation(deps, admin.organisationId);
}

const lastAdminError = () => new HttpError(422, MESSAGES.organisation.lastAdmin);

/** A firm admin makes a member an admin or a member; the firm always keeps one admin. */
export async function changeMemberRole(
  deps: OrganisationServiceDeps,
  admin: UserRow,
  userId: string,
  role: OrganisationRole,
): Promise<OrganisationMember> {
  const member = await deps.db.transaction(async (tx) => {
    const found = await findMember(tx, admin.organisationId, { id: userId });
    if (!found) throw notFound();
    const admins = await lockAdmins(tx, admin.organisationId);
    if (role === 'member' && admins.length === 1 && admins[0] === userId) throw lastAdminError();
    const now = deps.clock();
    await placeUser(tx, userId, admin.organisationId, role, now);
    await firmAudit(tx, admin, 'member.role', { member: found.name, memberId: userId, role }, now);
    return { ...found, role };
  });
  deps.accessTokens.accountChanged(userId);
  return presentMember(member);
}

/**
 * A firm admin removes a member: the member's cases pass to the admin, and the member goes on alone, the admin of
 * a new firm of their own (their account is theirs; the firm's matters are the firm's).
 */
export async function removeMember(deps: OrganisationServiceDeps, admin: UserRow, userId: string): Promise<OrganisationMember> {
  if (userId === admin.id) throw new HttpError(422, MESSAGES.organisation.removeYourself);
  const removed = await deps.db.transaction(async (tx) => {
    const member = await findMember(tx, admin.organisationId, { id: userId });
    if (!member) throw notFound();
    const now = deps.clock();
    // Their roles on the firm's cases end with their membership of the firm; their cases become the admin's own.
    await removeMembershipsAcrossFirms(tx, userId);
    const moved = await transferCases(tx, userId, admin.id, now);
    await removeOwnMemberships(tx, admin.id, moved);
    // Nothing stays assigned to them, and the firm's cases keep only assignees still on them.
    await releaseUnfitAssignments(tx, { userId });
    // Each case's trail says whose it was: the lawyer who takes it over finds why it is theirs.
    await recordAudits(
      tx,
      moved.map((caseId) => ({ userId: admin.id, action: 'case.transfer', subjectType: 'case', subjectId: caseId, details: { from: member.name }, at: now })),
    );
    await firmAudit(tx, admin, 'member.remove', { member: member.name, memberId: userId, cases: moved.length }, now);
    const ownFirm = await insertOrganisation(tx, { name: firmNameFor(member.name), createdAt: now });
    await placeUser(tx, userId, ownFirm.id, 'admin', now);
    return member;
  });
  deps.accessTokens.accountChanged(userId);
  return presentMember(removed);
}

/** A firm admin invites an address; the mail job makes the link. */
export async function inviteMember(
  deps: OrganisationServiceDeps,
  admin: UserRow,
  input: { email: string; role: OrganisationRole },
): Promise<OrganisationInvitation> {
  const emailNormalized = normalizeEmail(input.email);
  if (await findMember(deps.db, admin.organisationId, { emailNormalized })) {
    throw new ValidationError({ email: [MESSAGES.organisation.alreadyMember] });
  }
  const now = deps.clock();
  const invitation = await deps.db
    .transaction(async (tx) => {
      await revokeExpiredInvitations(tx, admin.organisationId, emailNormalized, now);
      await firmAudit(tx, admin, 'invitation.send', { email: input.email.trim(), role: input.role }, now);
      return insertInvitation(tx, {
        organisationId: admin.organisationId,
        email: input.email.trim(),
        emailNormalized,
        role: input.role,
        invitedBy: admin.id,
        createdAt: now,
        expiresAt: new Date(now.getTime() + TOKEN_LIFETIMES.organisationInvitationDays * DAY_MS),
      });
    })
    .catch((error: unknown) => {
      // One invitation waits per address: the unique index decides between two sent at once.
      if (isUniqueViolation(error)) throw new ValidationError({ email: [MESSAGES.organisation.alreadyInvited] });
      throw error;
    });
  await deps.jobs.send('mail.organisation-invitation', { invitationId: invitation.id });
  return presentInvitation({ ...invitation, inviterName: admin.name });
}

export async function listInvitations(deps: Pick<OrganisationServiceDeps, 'db' | 'clock'>, admin: UserRow): Promise<OrganisationInvitation[]> {
  return (await listWaitingInvitations(deps.db, admin.organisationId, deps.clock())).map(presentInvitation);
}

/** Revokes one of the firm's waiting invitations; another firm's, or one no longer waiting, is not found. */
export async function withdrawInvitation(deps: Pick<OrganisationServiceDeps, 'db' | 'clock'>, admin: UserRow, id: string): Promise<void> {
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    const invitation = await findWaitingInvitation(tx, id, now, admin.organisationId);
    if (!invitation || !(await revokeInvitation(tx, invitation.id, now))) throw notFound();
    await firmAudit(tx, admin, 'invitation.revoke', { email: invitation.email }, now);
  });
}

/** The invitation job: a new token for the link (replacing any earlier one), mailed unless the invitation has ended. */
export async function mailOrganisationInvitation(deps: MailDeps, invitationId: string): Promise<void> {
  const now = deps.clock();
  const invitation = await findWaitingInvitation(deps.db, invitationId, now);
  if (!invitation) return;
  const organisation = await findOrganisation(deps.db, invitation.organisationId);
  if (!organisation) return;
  const inviter = invitation.invitedBy ? await findMember(deps.db, invitation.organisationId, { id: invitation.invitedBy }) : undefined;
  const token = generateSecret();
  if (!(await setInvitationToken(deps.db, invitation.id, sha256Hex(token), now))) return;
  await deps.mailer.send(
    organisationInvitationMail({
      to: invitation.email,
      firm: organisation.name,
      inviter: inviter?.name ?? null,
      link: `${deps.config.appUrl}/invitations/accept?token=${encodeURIComponent(token)}`,
      days: TOKEN_LIFETIMES.organisationInvitationDays,
    }),
  );
}

/**
 * The signed-in user accepts an invitation sent to their address and joins its firm with its role. Their cases
 * come with them; a firm they leave empty is deleted; they may not leave other members without an admin.
 */
export async function acceptInvitation(deps: OrganisationServiceDeps, user: UserRow, token: string): Promise<{ organisation: Organisation; name: string }> {
  const now = deps.clock();
  const left = await deps.db.transaction(async (tx) => {
    const invitation = await lockWaitingInvitationByToken(tx, sha256Hex(token), now);
    if (!invitation) throw new HttpError(422, MESSAGES.organisation.invitationInvalid);
    if (invitation.emailNormalized !== user.emailNormalized) throw new HttpError(422, MESSAGES.organisation.invitationOtherEmail);
    await markInvitationAccepted(tx, invitation.id, user.id, now);
    if (invitation.organisationId === user.organisationId) return null;
    const admins = await lockAdmins(tx, user.organisationId);
    const othersLeft = (await countMembers(tx, user.organisationId)) - 1;
    if (othersLeft > 0 && admins.length === 1 && admins[0] === user.id) throw new HttpError(422, MESSAGES.organisation.leaveLastAdmin);
    await placeUser(tx, user.id, invitation.organisationId, invitation.role, now);
    // Shared cases stay within a firm: the roles the user held, and those others held on the user's cases, end.
    await removeMembershipsAcrossFirms(tx, user.id);
    await releaseUnfitAssignments(tx, { userId: user.id });
    await recordAudit(tx, {
      userId: user.id,
      action: 'organisation.invitation.accept',
      subjectType: 'organisation',
      subjectId: invitation.organisationId,
      details: { email: invitation.email, role: invitation.role },
      at: now,
    });
    return { invitation, emptied: othersLeft === 0 ? await deleteOrganisationWithoutMembers(tx, user.organisationId) : undefined };
  });
  if (left?.emptied?.logoKey) await deps.storage.delete(left.emptied.logoKey);
  deps.accessTokens.accountChanged(user.id);
  const organisationId = left?.invitation.organisationId ?? user.organisationId;
  const organisation = await getOrganisation(deps, organisationId);
  return { organisation, name: organisation.name };
}
