import { MESSAGES, type DocumentTypeChangeConflict } from '@dd/contracts';
import { ConflictError } from '@dd/http-kit';
import { recordAudits, type AuditEntry } from '../audit/audit-log-repository.ts';
import type { Database } from '../db/database.ts';
import type { CaseFileRow } from '../db/schema.ts';
import { deleteAnswers, insertPendingAnswers, lockBankAnswers, moveAnswers, nextAnswerPosition, updateCaseFile } from './case-repository.ts';
import { countWork, hasLawyerWork, planRetype, type BankQuestion } from './plan-retype.ts';

/** A change of a file's type, checked against the catalogue: the new type and its bank for the case's region. */
export interface CheckedRetype {
  file: CaseFileRow;
  docTypeId: number;
  typeName: string;
  bank: BankQuestion[];
  /** The lawyer agreed to lose the work on answers the new type does not ask. */
  discardWork: boolean;
}

/**
 * Changes the files' types inside the edit's transaction. Answers to questions the new type asks too stay as they
 * are, with the lawyer's edits, comments and verifications; the new type's other questions are asked. Answers to
 * questions only the old type asked go: when any of those carries the lawyer's work and the change did not say
 * `discardWork`, a 409 says what would go and the transaction applies nothing. Work that goes is kept in the
 * case's audit trail, one entry per answer. Answers the files that now have questions to answer.
 */
export async function applyRetypes(
  tx: Database,
  retypes: readonly CheckedRetype[],
  context: { userId: string; caseId: string; at: Date },
): Promise<CaseFileRow[]> {
  const planned = [];
  for (const retype of retypes) {
    const answers = await lockBankAnswers(tx, retype.file.id);
    const plan = planRetype(answers, retype.bank, await nextAnswerPosition(tx, retype.file.id));
    const withWork = plan.discarded.filter(hasLawyerWork);
    planned.push({ retype, plan, withWork });
  }

  const unconfirmed = planned.filter(({ retype, withWork }) => withWork.length > 0 && !retype.discardWork);
  if (unconfirmed.length > 0) {
    const body: DocumentTypeChangeConflict = {
      message: MESSAGES.cases.workDiscarded(countWork(unconfirmed.flatMap(({ withWork }) => withWork))),
      files: unconfirmed.map(({ retype, withWork }) => ({
        caseFileId: retype.file.id,
        filename: retype.file.filename,
        docTypeId: retype.docTypeId,
        discarded: countWork(withWork),
        questions: withWork.map((answer) => answer.questionText),
      })),
    };
    throw new ConflictError(body);
  }

  const queued: CaseFileRow[] = [];
  const entries: AuditEntry[] = [];
  const entry = (action: string, details: Record<string, unknown>): AuditEntry => ({
    userId: context.userId,
    action,
    subjectType: 'case',
    subjectId: context.caseId,
    details,
    at: context.at,
  });
  for (const { retype, plan, withWork } of planned) {
    const { file } = retype;
    await deleteAnswers(tx, plan.discarded.map((answer) => answer.id));
    await moveAnswers(tx, plan.kept, context.at);
    await insertPendingAnswers(
      tx,
      plan.added.map(({ questionId, versionId, position }) => ({ caseFileId: file.id, questionId, questionVersionId: versionId, customQuestionId: null, position })),
      context.at,
    );
    await updateCaseFile(tx, file.id, {
      documentTypeId: retype.docTypeId,
      status: file.status === 'failed' ? 'failed' : file.extractedKey ? 'answering' : file.status,
      updatedAt: context.at,
    });
    if (file.status !== 'failed') queued.push(file);
    entries.push(entry('case_file.retype', { caseFileId: file.id, filename: file.filename, documentTypeId: retype.docTypeId, documentType: retype.typeName }));
    for (const answer of withWork) {
      entries.push(
        entry('answer.discard', {
          answerId: answer.id,
          caseFileId: file.id,
          filename: file.filename,
          question: answer.questionText,
          answer: answer.answer,
          editedAnswer: answer.editedAnswer,
          editedBy: answer.editedByName,
          comment: answer.comment,
          verifiedBy: answer.verifiedByName,
          verifiedAt: answer.verifiedAt?.toISOString() ?? null,
          documentType: retype.typeName,
        }),
      );
    }
  }
  await recordAudits(tx, entries);
  return queued;
}
