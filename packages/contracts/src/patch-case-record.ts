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

/**
 * Whether the answer shown is later than the one read: a higher version (a lawyer's change, or the question asked
 * again), or the same version settled where the read has it pending. The engine's answer does not move the version
 * (only asking again does, back to pending), so a read of the same version still pending predates the answer.
 */
const isLater = (shown: CaseAnswer, read: CaseAnswer) =>
  shown.version > read.version || (shown.version === read.version && read.status === 'pending' && shown.status !== 'pending');

/**
 * A case record fetched or saved, with each answer the page already shows in a later version kept as shown. A read
 * that started before an answer was saved can land after the event that brought it (an own question answered while
 * the page re-reads the case): the answer would otherwise go back to "Being answered…" until the next event.
 */
export function keepNewerAnswers(fresh: Case, shown: Case | undefined): Case {
  if (!shown || shown.id !== fresh.id) return fresh;
  const newer = new Map(shown.files.flatMap((file) => file.answers).map((answer) => [answer.id, answer]));
  let kept = false;
  const files = fresh.files.map((file) => {
    let keptHere = false;
    const answers = file.answers.map((answer) => {
      const later = newer.get(answer.id);
      if (!later || !isLater(later, answer)) return answer;
      keptHere = true;
      return later;
    });
    kept ||= keptHere;
    return keptHere ? { ...file, answers } : file;
  });
  return kept ? { ...fresh, files } : fresh;
}
