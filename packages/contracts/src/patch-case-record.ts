import type { Case, CaseAnswer } from './cases.ts';
import type { RealtimeEventPayload } from './realtime.ts';

/** Puts answers in place by id, keeping a copy the lawyer has changed since (a higher version); unknown ones join the end. */
function patchAnswers(answers: CaseAnswer[], changed: readonly CaseAnswer[]): CaseAnswer[] {
  if (changed.length === 0) return answers;
  const byId = new Map(changed.map((answer) => [answer.id, answer]));
  const patched = answers.map((answer) => {
    const update = byId.get(answer.id);
    byId.delete(answer.id);
    return update && update.version >= answer.version ? update : answer;
  });
  return byId.size === 0 ? patched : [...patched, ...byId.values()];
}

/**
 * The case record as a `case.progress` event leaves it: the case's status and tallies as sent, each changed file's
 * state, each changed answer in its place. The page patches what it shows with this rather than fetching the
 * record again; another case's event leaves it as it is.
 */
export function patchCaseRecord(record: Case, event: RealtimeEventPayload<'case.progress'>): Case {
  if (event.caseId !== record.id) return record;
  const states = new Map(event.files.map((file) => [file.id, file]));
  const answersByFile = new Map<string, CaseAnswer[]>();
  for (const { caseFileId, answer } of event.answers) answersByFile.set(caseFileId, [...(answersByFile.get(caseFileId) ?? []), answer]);
  return {
    ...record,
    status: event.status,
    progress: { done: event.done, total: event.total },
    answerCounts: event.answerCounts,
    files: record.files.map((file) => {
      const state = states.get(file.id);
      const answers = answersByFile.get(file.id) ?? [];
      if (!state && answers.length === 0) return file;
      return { ...file, ...state, answers: patchAnswers(file.answers, answers) };
    }),
  };
}
