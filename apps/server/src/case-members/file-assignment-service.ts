import { caseRoleAllows, MESSAGES, type CaseFileAssigneeResponse } from '@dd/contracts';
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
import { caseRoleOf } from './require-case-role.ts';

export interface FileAssignmentDeps {
  db: Database;
  jobs: JobSender;
  notify: Notify;
  clock: () => Date;
}

/**
 * Gives a file of the case to someone on it to work through (or to nobody): its owner or a member who may review,
 * since a viewer could not act on it. The assignee, unless they chose themselves, is told live and by mail.
 */
export async function assignCaseFile(
  deps: FileAssignmentDeps,
  input: { assignedBy: { id: string; name: string }; caseId: string; caseFileId: string; assigneeId: string | null },
): Promise<CaseFileAssigneeResponse> {
  const file = await findCaseFile(deps.db, input.caseFileId);
  if (!file || file.caseId !== input.caseId) throw notFound();
  const assignee = input.assigneeId === null ? null : isUuid(input.assigneeId) ? await findUserById(deps.db, input.assigneeId) : undefined;
  const role = assignee ? await caseRoleOf(deps.db, file.case, assignee.id) : undefined;
  if (assignee !== null && !(role && caseRoleAllows(role, 'reviewer'))) throw new ValidationError({ userId: [MESSAGES.caseMembers.assigneeNotOnCase] });
  const { assignedBy } = input;
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    await updateCaseFile(tx, file.id, { assigneeId: assignee?.id ?? null, updatedAt: now });
    await recordAudit(tx, {
      userId: assignedBy.id,
      action: 'case_file.assign',
      subjectType: 'case',
      subjectId: file.caseId,
      details: { caseFileId: file.id, filename: file.filename, assignee: assignee?.name ?? null },
      at: now,
    });
  });
  if (assignee && assignee.id !== assignedBy.id) {
    deps.notify(assignee.id, 'caseFile.assigned', { caseId: file.caseId, caseTitle: file.case.title, caseFileId: file.id, filename: file.filename, assignedBy });
    await deps.jobs.send('mail.file-assignment', { caseFileId: file.id, assigneeId: assignee.id, assignedById: assignedBy.id });
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
