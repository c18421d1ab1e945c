import { describe, expect, it } from 'vitest';
import type { Case, CaseAnswer, CaseFile } from './cases.ts';
import { keepNewerAnswers, patchCaseRecord } from './patch-case-record.ts';
import type { RealtimeEventPayload } from './realtime.ts';

const answer = (id: string, changes: Partial<CaseAnswer> = {}): CaseAnswer => ({
  id,
  questionId: 1,
  customQuestionId: null,
  question: `Question ${id}?`,
  answerType: null,
  status: 'pending',
  answer: null,
  value: null,
  confidence: null,
  citations: [],
  editedAnswer: null,
  editedBy: null,
  editedAt: null,
  comment: null,
  verifiedBy: null,
  verifiedAt: null,
  engine: null,
  version: 1,
  ...changes,
});

const file = (id: string, answers: CaseAnswer[]): CaseFile => ({
  id,
  filename: `${id}.pdf`,
  sha256: id.padEnd(64, '0'),
  documentTypeId: 1,
  documentTypeName: 'Lease',
  pages: null,
  status: 'reading',
  error: null,
  assignee: null,
  annexures: [],
  source: null,
  customQuestions: [],
  answers,
});

const record: Case = {
  id: 'case-1',
  title: 'Harbour Walk',
  comment: null,
  practiceAreaId: 1,
  region: 'England',
  status: 'processing',
  progress: { done: 0, total: 3 },
  answerCounts: { answered: 0, needsReview: 0, notFound: 0 },
  createdAt: '2026-11-29T09:00:00.000Z',
  updatedAt: '2026-11-29T09:00:00.000Z',
  activeTitleReportId: null,
  modelAllowanceSpent: false,
  builtinOnly: false,
  version: 1,
  files: [file('lease', [answer('a1'), answer('a2')]), file('register', [answer('a3')])],
};

const event = (changes: Partial<RealtimeEventPayload<'case.progress'>>): RealtimeEventPayload<'case.progress'> => ({
  caseId: 'case-1',
  done: 1,
  total: 3,
  status: 'processing',
  answerCounts: { answered: 1, needsReview: 0, notFound: 0 },
  files: [],
  answers: [],
  ...changes,
});

describe('patchCaseRecord', () => {
  it('puts each changed answer and file state in place and takes the tallies as sent', () => {
    const given = answer('a2', { status: 'answered', answer: 'Quayside Coffee Limited', engine: 'builtin' });
    const patched = patchCaseRecord(
      record,
      event({ files: [{ id: 'lease', status: 'answering', pages: 4, error: null, annexures: [], source: null }], answers: [{ caseFileId: 'lease', answer: given }] }),
    );
    expect(patched.progress).toEqual({ done: 1, total: 3 });
    expect(patched.answerCounts).toEqual({ answered: 1, needsReview: 0, notFound: 0 });
    expect(patched.files[0]).toMatchObject({ status: 'answering', pages: 4, filename: 'lease.pdf' });
    expect(patched.files[0]!.answers).toEqual([answer('a1'), given]);
    // The untouched file is the same object: React redraws only what changed.
    expect(patched.files[1]).toBe(record.files[1]);
  });

  it('keeps a copy the lawyer changed since the event was sent', () => {
    const edited = { ...record, files: [file('lease', [answer('a1', { editedAnswer: 'Mine', version: 2 }), answer('a2')]), record.files[1]!] };
    const patched = patchCaseRecord(edited, event({ answers: [{ caseFileId: 'lease', answer: answer('a1', { status: 'answered', answer: 'Engine' }) }] }));
    expect(patched.files[0]!.answers[0]).toMatchObject({ editedAnswer: 'Mine', version: 2 });
  });

  it('adds an answer the page did not know to its file, and leaves another case alone', () => {
    const own = answer('a4', { questionId: null, customQuestionId: 'q1', status: 'answered', answer: 'Yes' });
    expect(patchCaseRecord(record, event({ answers: [{ caseFileId: 'register', answer: own }] })).files[1]!.answers).toEqual([answer('a3'), own]);
    expect(patchCaseRecord(record, event({ caseId: 'case-2', status: 'ready' }))).toBe(record);
  });
});

describe('keepNewerAnswers', () => {
  const answered = answer('a2', { status: 'answered', answer: '£32,500', version: 2 });
  const shown: Case = { ...record, files: [file('lease', [answer('a1'), answered]), record.files[1]!] };

  it('keeps an answer the page shows in a later version than a read that started before it was saved', () => {
    const kept = keepNewerAnswers(record, shown);
    expect(kept.files[0]!.answers).toEqual([answer('a1'), answered]);
    // What did not change is the read's own.
    expect(kept.files[1]).toBe(record.files[1]);
  });

  it('keeps the answer an event brought over a read of the same version still pending: the engine does not move the version', () => {
    const justAnswered = answer('a1', { status: 'needs_review', confidence: 0.4, engine: 'builtin' });
    const kept = keepNewerAnswers(record, { ...record, files: [file('lease', [justAnswered, answer('a2')]), record.files[1]!] });
    expect(kept.files[0]!.answers).toEqual([justAnswered, answer('a2')]);
    // Asked again, the read's pending answer is the newer one: asking again moves the version.
    const askedAgain = { ...record, files: [file('lease', [answer('a1', { version: 2 }), answer('a2')]), record.files[1]!] };
    expect(keepNewerAnswers(askedAgain, { ...record, files: [file('lease', [justAnswered, answer('a2')]), record.files[1]!] })).toBe(askedAgain);
  });

  it("takes the read's answer where it is as new or newer, and the read whole where nothing shown is newer", () => {
    const reworded = { ...record, files: [file('lease', [answer('a1'), answer('a2', { status: 'pending', version: 3 })]), record.files[1]!] };
    expect(keepNewerAnswers(reworded, shown).files[0]!.answers[1]).toMatchObject({ status: 'pending', version: 3 });
    expect(keepNewerAnswers(record, record)).toBe(record);
    expect(keepNewerAnswers(record, undefined)).toBe(record);
    expect(keepNewerAnswers(record, { ...shown, id: 'case-2' })).toBe(record);
  });

  it('drops what the read no longer has: an answer of a deleted question is not kept', () => {
    const without = { ...record, files: [file('lease', [answer('a1')]), record.files[1]!] };
    expect(keepNewerAnswers(without, shown).files[0]!.answers.map((one) => one.id)).toEqual(['a1']);
  });
});

