import type { AnswerEdit } from '@dd/contracts';
import { notFound } from '@dd/http-kit';
import { recordAudits } from '../audit/audit-log-repository.ts';
import type { Database } from '../db/database.ts';
import { isUuid } from '../db/is-uuid.ts';
import type { CaseFileRow } from '../db/schema.ts';
import { answerEditsConflict } from './case-conflicts.ts';
import { applyAnswerEdits, findAnswerTargets, type AnswerEditChange } from './case-repository.ts';

/**
 * Rows per statement. On the embedded database a statement runs on the event loop's own thread, so a batch goes
 * in set-based slices with a turn for other requests (health, another lawyer's reads) between them.
 */
const SLICE = 100;

async function inSlices<T, R>(items: readonly T[], work: (slice: readonly T[]) => Promise<R[]>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += SLICE) {
    if (start > 0) await new Promise((resolve) => setImmediate(resolve));
    results.push(...(await work(items.slice(start, start + SLICE))));
  }
  return results;
}

/** An edit of the batch checked against the case: the change to make and what the trail says of it. */
export interface PlannedAnswerEdit {
  change: AnswerEditChange;
  details: { answerId: string; filename: string; question: string; flaggedForReview?: true };
}

/**
 * Checks a batch of answer edits against the case's files, a slice of answers per query: every answer must be one of them (else
 * 404). An answer named twice takes its last edit, as when the edits were applied one after another.
 */
export async function planAnswerEdits(db: Database, edits: readonly AnswerEdit[], files: readonly CaseFileRow[]): Promise<PlannedAnswerEdit[]> {
  const latest = new Map(edits.map((edit) => [edit.answerId, edit]));
  if ([...latest.keys()].some((id) => !isUuid(id))) throw notFound();
  const answers = new Map((await inSlices([...latest.keys()], (ids) => findAnswerTargets(db, ids))).map((answer) => [answer.id, answer]));
  const filesById = new Map(files.map((file) => [file.id, file]));
  return [...latest.values()].map((edit) => {
    const answer = answers.get(edit.answerId);
    const file = answer && filesById.get(answer.caseFileId);
    if (!answer || !file) throw notFound();
    const text = edit.answer.trim();
    return {
      change: { answerId: answer.id, editedAnswer: text === '' ? null : text, expectedVersion: edit.version },
      details: { answerId: answer.id, filename: file.filename, question: answer.questionText, ...(answer.flaggedForReview && { flaggedForReview: true as const }) },
    };
  });
}

/**
 * Applies the batch inside the caller's transaction: a compare-and-set update and an audit insert per slice, not
 * per edit. When any answer moved on since its edit was made, throws the 409 naming every such answer, and the
 * transaction (so the whole request) is undone.
 */
export async function applyPlannedEdits(
  tx: Database,
  input: { userId: string; caseId: string; edited: readonly PlannedAnswerEdit[]; at: Date },
): Promise<void> {
  if (input.edited.length === 0) return;
  const applied = new Set(await inSlices(input.edited, (slice) => applyAnswerEdits(tx, slice.map(({ change }) => change), input.userId, input.at)));
  const missed = input.edited.filter(({ change }) => !applied.has(change.answerId)).map(({ change }) => change.answerId);
  if (missed.length > 0) {
    const conflict = await answerEditsConflict(tx, input.caseId, missed);
    if (conflict) throw conflict;
  }
  const entries = input.edited
    .filter(({ change }) => applied.has(change.answerId))
    .map(({ change, details }) => ({
      userId: input.userId,
      action: 'answer.edit',
      subjectType: 'case',
      subjectId: input.caseId,
      details: { ...details, answer: change.editedAnswer },
      at: input.at,
    }));
  await inSlices(entries, async (slice) => {
    await recordAudits(tx, slice);
    return [];
  });
}
