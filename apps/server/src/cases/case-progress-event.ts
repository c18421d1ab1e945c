import type { RealtimeEventPayload } from '@dd/contracts';
import type { Database } from '../db/database.ts';
import { presentAnswer, presentCaseFileState } from './case-presenter.ts';
import { caseTally, listCaseAnswersByIds, listCaseFilesByIds } from './case-repository.ts';

/** What changed since a case's last progress event: the answers saved and the files read or failed. */
export interface CaseChanges {
  answerIds: readonly string[];
  caseFileIds: readonly string[];
}

export const NO_CHANGES: CaseChanges = { answerIds: [], caseFileIds: [] };

/**
 * A `case.progress` event: where the case stands and what changed, as the case record presents it, so the page
 * patches what it shows rather than fetching the record again. Undefined once the case is gone.
 */
export async function caseProgressEvent(db: Database, caseId: string, changes: CaseChanges): Promise<RealtimeEventPayload<'case.progress'> | undefined> {
  const [tally, answers, files] = await Promise.all([
    caseTally(db, caseId),
    listCaseAnswersByIds(db, caseId, changes.answerIds),
    listCaseFilesByIds(db, caseId, changes.caseFileIds),
  ]);
  if (!tally) return undefined;
  return {
    caseId,
    ...tally,
    files: files.map(presentCaseFileState),
    answers: answers.map((row) => ({ caseFileId: row.caseFileId, answer: presentAnswer(row) })),
  };
}
