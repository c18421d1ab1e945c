import { caseRoleAllows, MESSAGES, type CaseFileAssigneeResponse, type CaseRole } from '@dd/contracts';
import { notFound, ValidationError } from '@dd/http-kit';
import { recordAudit } from '../audit/audit-log-repository.ts';
import { fileAssignmentMail } from '../auth/account-mail.ts';
import { findCaseFile, updateCaseFile } from '../cases/case-repository.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { isUuid } from '../db/is-uuid.ts';
import type { JobSender } from '../jobs/job-queue.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { Notify } from '../notifier.ts';
import { findUserById } from '../users/user-repository.ts';
import { findCaseMemberRole } from './case-member-repository.ts';

export interface FileAssignmentDeps {
  db: Database;
  jobs: JobSender;
  notify: Notify;
  clock: () => Date;
}

/** What the user is to the case: its owner, a member's role, or nothing. */
async function roleOnCase(db: Database, caseId: string, ownerId: string, userId: string): Promise<CaseRole | undefined> {
  return userId === ownerId ? 'owner' : findCaseMemberRole(db, caseId, userId);
}

/**
 * Gives a file of the case to someone on it to work through (or to nobody): its owner or a member who may review,
 * since a viewer could not act on it. The assignee, unless they chose themselves, is told live and by mail.
 */
export async function assignCaseFile(
  deps: FileAssignmentDeps,
  input: { userId: string; caseId: string; caseFileId: string; assigneeId: string | null },
): Promise<CaseFileAssigneeResponse> {
  const file = await findCaseFile(deps.db, input.caseFileId);
  if (!file || file.caseId !== input.caseId) throw notFound();
  const assignee = input.assigneeId === null ? null : isUuid(input.assigneeId) ? await findUserById(deps.db, input.assigneeId) : undefined;
  if (assignee === undefined) throw new ValidationError({ userId: [MESSAGES.caseMembers.assigneeNotOnCase] });
  if (assignee) {
    const role = await roleOnCase(deps.db, file.caseId, file.case.userId, assignee.id);
    if (!role || !caseRoleAllows(role, 'reviewer')) throw new ValidationError({ userId: [MESSAGES.caseMembers.assigneeNotOnCase] });
  }
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    await updateCaseFile(tx, file.id, { assigneeId: assignee?.id ?? null, updatedAt: now });
    await recordAudit(tx, {
      userId: input.userId,
      action: 'case_file.assign',
      subjectType: 'case',
      subjectId: file.caseId,
      details: { caseFileId: file.id, filename: file.filename, assignee: assignee?.name ?? null },
      at: now,
    });
  });
  if (assignee && assignee.id !== input.userId) {
    const assigner = await findUserById(deps.db, input.userId);
    deps.notify(assignee.id, 'caseFile.assigned', {
      caseId: file.caseId,
      caseTitle: file.case.title,
      caseFileId: file.id,
      filename: file.filename,
      assignedBy: { id: input.userId, name: assigner?.name ?? 'A colleague' },
    });
    await deps.jobs.send('mail.file-assignment', { caseFileId: file.id, assigneeId: assignee.id, assignedById: input.userId });
  }
  return {
    message: assignee ? MESSAGES.caseMembers.assigned(file.filename, assignee.name) : MESSAGES.caseMembers.unassigned(file.filename),
    data: { caseFileId: file.id, assignee: assignee ? { id: assignee.id, name: assignee.name } : null },
  };
}

/** The assignment's mail, sent only while the file is still the assignee's: a change meanwhile makes it moot. */
export async function mailFileAssignment(
  deps: { db: Database; mailer: Mailer; config: Pick<Config, 'appUrl'> },
  payload: { caseFileId: string; assigneeId: string; assignedById: string },
): Promise<void> {
  const file = await findCaseFile(deps.db, payload.caseFileId);
  if (!file || file.assigneeId !== payload.assigneeId) return;
  const [assignee, assigner] = await Promise.all([findUserById(deps.db, payload.assigneeId), findUserById(deps.db, payload.assignedById)]);
  if (!assignee) return;
  await deps.mailer.send(
    fileAssignmentMail({
      to: assignee.email,
      name: assignee.name,
      assignedBy: assigner?.name ?? 'A colleague',
      filename: file.filename,
      caseTitle: file.case.title,
      link: `${deps.config.appUrl}/cases/${file.caseId}`,
    }),
  );
}
