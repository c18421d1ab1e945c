import type { AnswerConflict, AnswerEditsConflict, CaseActor, CaseAnswer, CaseConflict } from '@dd/contracts';
import { ApiError } from '../../lib/api-error.ts';

/** A save refused because the record changed since the lawyer started: the record as it now is, and by whom. */
export interface EditConflict<T> {
  current: T;
  changedBy: CaseActor | null;
}

/** What saving a lawyer's text came to: saved, failed (already said), or refused as stale. */
export type SaveOutcome<T> = { status: 'saved' } | { status: 'failed' } | { status: 'conflict'; conflict: EditConflict<T> };

/** The stale answer a 409 names, from an edit batch's or a single change's body; null for any other failure. */
export function answerConflictOf(error: unknown, answerId: string): EditConflict<CaseAnswer> | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const body = (error.body ?? {}) as Partial<AnswerEditsConflict & AnswerConflict>;
  if (body.conflicts) return body.conflicts.find((conflict) => conflict.current.id === answerId) ?? null;
  return body.current?.id === answerId ? { current: body.current, changedBy: body.changedBy ?? null } : null;
}

/** The case as a 409 of a stale title or case comment gives it; null for any other failure. */
export function caseConflictOf(error: unknown): EditConflict<CaseConflict['current']> | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const body = (error.body ?? {}) as Partial<CaseConflict>;
  return body.current ? { current: body.current, changedBy: body.changedBy ?? null } : null;
}
