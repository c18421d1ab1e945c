import { MESSAGES, type CaseMemberRole, type CaseMembersResponse, type CaseRole, type RealtimeEventName, type RealtimeEventPayload } from '@dd/contracts';
import { notFound, ValidationError } from '@dd/http-kit';
import { recordAudit } from '../audit/audit-log-repository.ts';
import { findCase } from '../cases/case-repository.ts';
import type { Database } from '../db/database.ts';
import type { UserRow } from '../db/schema.ts';
import { isUuid } from '../db/is-uuid.ts';
import type { Notify } from '../notifier.ts';
import { findUserById } from '../users/user-repository.ts';
import { filterFirmMembers, listCaseMemberIds, listCaseMembers, releaseUnfitAssignments, replaceCaseMembers } from './case-member-repository.ts';

export interface CaseMemberServiceDeps {
  db: Database;
  clock: () => Date;
}

/** The case with its owner; not found once either is gone. */
async function caseWithOwner(db: Database, caseId: string) {
  const found = await findCase(db, caseId);
  const owner = found && (await findUserById(db, found.userId));
  if (!found || !owner) throw notFound();
  return { found, owner };
}

const presentOwner = (owner: UserRow) => ({ id: owner.id, name: owner.name, email: owner.email });

/** Who works on the case, for anyone the policy let read it, with the reader's own standing (`callerRole`). */
export async function getCaseMembers(deps: CaseMemberServiceDeps, caseId: string, callerRole: CaseRole): Promise<CaseMembersResponse['data']> {
  const { owner } = await caseWithOwner(deps.db, caseId);
  return { owner: presentOwner(owner), members: await listCaseMembers(deps.db, caseId), myRole: callerRole };
}

/**
 * Sets who works on the case and as what (the owner or an editor): the list is the whole of it. Members come from
 * the owner's firm only, and the owner is never one of them. Returns the case's sharing as saved, and who was removed.
 */
export async function updateCaseMembers(
  deps: CaseMemberServiceDeps,
  input: { userId: string; caseId: string; callerRole: CaseRole; members: { userId: string; role: CaseMemberRole }[] },
): Promise<{ sharing: CaseMembersResponse['data']; removedUserIds: string[] }> {
  const { found, owner } = await caseWithOwner(deps.db, input.caseId);
  const ids = input.members.map((member) => member.userId);
  if (ids.includes(owner.id)) throw new ValidationError({ members: [MESSAGES.caseMembers.ownerIsNotAMember] });
  const inFirm = await filterFirmMembers(deps.db, owner.organisationId, ids.filter(isUuid));
  if (ids.some((id) => !inFirm.has(id))) throw new ValidationError({ members: [MESSAGES.caseMembers.notInFirm] });
  const now = deps.clock();
  // The members as saved, named for the trail and the reply alike.
  const { members, removedUserIds } = await deps.db.transaction(async (tx) => {
    const removed = await replaceCaseMembers(tx, found.id, input.members, input.userId, now);
    // A member removed, or made a viewer, no longer has the files they were given.
    await releaseUnfitAssignments(tx, { caseId: found.id });
    const saved = await listCaseMembers(tx, found.id);
    await recordAudit(tx, {
      userId: input.userId,
      action: 'case.members',
      subjectType: 'case',
      subjectId: found.id,
      details: { members: saved.map((member) => ({ name: member.name, role: member.role })) },
      at: now,
    });
    return { members: saved, removedUserIds: removed };
  });
  return { sharing: { owner: presentOwner(owner), members, myRole: input.callerRole }, removedUserIds };
}

/** Sends a case's live update to its owner and to each of its members (decision 64). */
export async function notifyCase<E extends RealtimeEventName>(
  deps: { db: Database; notify: Notify },
  caseId: string,
  ownerId: string,
  event: E,
  payload: RealtimeEventPayload<E>,
): Promise<void> {
  for (const userId of [ownerId, ...(await listCaseMemberIds(deps.db, caseId))]) deps.notify(userId, event, payload);
}
