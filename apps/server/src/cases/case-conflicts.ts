import { MESSAGES, type AnswerConflict, type AnswerEditsConflict, type CaseConflict } from '@dd/contracts';
import { ConflictError, notFound } from '@dd/http-kit';
import { findLastActor, findLastActors } from '../audit/audit-log-repository.ts';
import type { Database } from '../db/database.ts';
import { presentAnswer, presentCase } from './case-presenter.ts';
import { findAnswer, findAnswers, loadCaseRecord } from './case-repository.ts';

/** What moves an answer's version on, as the case's audit trail records it. */
const ANSWER_CHANGES = ['answer.edit', 'answer.comment', 'answer.verify', 'answer.unverify', 'answer.regenerate'] as const;
const CASE_CHANGES = ['case.title', 'case.comment'] as const;

/** Who last changed each of these answers of the case, by the trail. */
const lastAnswerActors = (db: Database, caseId: string, answerIds: readonly string[]) =>
  findLastActors(db, { subjectType: 'case', subjectId: caseId, actions: ANSWER_CHANGES, detailKey: 'answerId', values: answerIds });

/** The 409 of a stale change of one answer: the answer as it now is and who changed it last; 404 once it is gone. */
export async function answerConflict(db: Database, caseId: string, answerId: string): Promise<ConflictError> {
  const current = await findAnswer(db, answerId);
  if (!current) throw notFound();
  const changedBy = (await lastAnswerActors(db, caseId, [answerId])).get(answerId) ?? null;
  const body: AnswerConflict = { message: MESSAGES.cases.staleEdit, current: presentAnswer(current), changedBy };
  return new ConflictError(body);
}

/** The 409 of a stale title or case comment: the case as it now is and who changed it last; 404 once it is gone. */
export async function caseConflict(db: Database, caseId: string): Promise<ConflictError> {
  const record = await loadCaseRecord(db, caseId);
  if (!record) throw notFound();
  const changedBy = await findLastActor(db, { subjectType: 'case', subjectId: caseId, actions: CASE_CHANGES });
  const body: CaseConflict = { message: MESSAGES.cases.staleEdit, current: presentCase(record), changedBy };
  return new ConflictError(body);
}

/**
 * The 409 of an edit batch, naming every stale answer as it now is; null when none of `answerIds` exists any more
 * (an answer removed meanwhile takes no edit, as before versions).
 */
export async function answerEditsConflict(db: Database, caseId: string, answerIds: readonly string[]): Promise<ConflictError | null> {
  const current = await findAnswers(db, answerIds);
  if (current.length === 0) return null;
  const actors = await lastAnswerActors(db, caseId, current.map((answer) => answer.id));
  const conflicts = current.map((answer) => ({ current: presentAnswer(answer), changedBy: actors.get(answer.id) ?? null }));
  const body: AnswerEditsConflict = { message: MESSAGES.cases.staleEdit, conflicts };
  return new ConflictError(body);
}
