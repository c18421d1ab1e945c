import { describe, expect, it } from 'vitest';
import { Case, type CaseAnswer, type CaseReport } from '@dd/contracts';
import { answerConfidenceText, answerText, buildCaseReport, notesText, sourcesText } from './build-case-report.ts';

type ReportAnswer = CaseReport['files'][number]['answers'][number];

const flagged: ReportAnswer = {
  question: 'May the tenant assign the lease?',
  status: 'needs_review',
  answer: null,
  engineAnswer: null,
  confidencePercent: null,
  edited: null,
  sources: [
    { page: 4, quote: 'The Tenant shall not assign the whole of the Premises\nwithout the consent of the Landlord.', clause: 'Clause 7.2' },
    { page: 9, quote: 'Group Company has the meaning given in section 1159 of the Companies Act 2006.' },
  ],
  comment: null,
  verified: null,
};

describe('an answer as the exports print it', () => {
  it('points an answer that needs review to its passage by clause and page, never printing an answer', () => {
    expect(answerText(flagged)).toBe('Needs review — Clause 7.2 (page 4) deals with this: check the passage');
    expect(answerText({ ...flagged, sources: flagged.sources.slice(1) })).toBe('Needs review — Page 9 deals with this: check the passage');
  });

  it('names each source by its clause where the document numbers it, else by its page, each quote on one line', () => {
    expect(sourcesText(flagged).split('\n')).toEqual([
      'Clause 7.2, p. 4: “The Tenant shall not assign the whole of the Premises without the consent of the Landlord.”',
      'p. 9: “Group Company has the meaning given in section 1159 of the Companies Act 2006.”',
    ]);
  });
});

const cited = { page: 1, quote: 'THIS LEASE is made the 1st day of March 2024', start: 0, end: 44, verified: true };
const anAnswer = (question: string, overrides: Partial<CaseAnswer>): CaseAnswer => ({
  id: question,
  questionId: null,
  customQuestionId: null,
  question,
  answerType: null,
  status: 'answered',
  answer: '1 March 2024',
  value: null,
  confidence: 0.913,
  citations: [cited],
  editedAnswer: null,
  editedBy: null,
  editedAt: null,
  comment: null,
  verifiedBy: null,
  verifiedAt: null,
  engine: 'builtin',
  version: 1,
  ...overrides,
});
const lawyer = { id: 'user-1', name: 'Orla Byrne' };

/** A case whose answers are each of the kinds the confidence rule tells apart, checked against the contract. */
const record = Case.parse({
  id: 'case-1',
  title: 'Harbour Walk / Unit 4',
  comment: null,
  practiceAreaId: 1,
  region: 'England',
  status: 'ready',
  progress: { done: 1, total: 1 },
  answerCounts: { answered: 3, needsReview: 1, notFound: 1 },
  createdAt: '2026-11-20T09:00:00.000Z',
  updatedAt: '2026-11-20T09:05:00.000Z',
  activeTitleReportId: null,
  modelAllowanceSpent: false,
  builtinOnly: false,
  version: 1,
  files: [
    {
      id: 'file-1',
      filename: 'lease.pdf',
      documentTypeId: 4,
      documentTypeName: 'Lease',
      pages: 4,
      status: 'ready',
      error: null,
      annexures: [],
      source: null,
      sha256: 'a3f1c0de'.repeat(8),
      assignee: null,
      customQuestions: [],
      answers: [
        anAnswer('Built-in engine asserted', {}),
        anAnswer('Language model answered', { confidence: 0.97, engine: 'llm:gpt-4o' }),
        anAnswer('Given for review', { status: 'needs_review', answer: null, confidence: 0.55 }),
        anAnswer('Not found', { status: 'not_found', answer: null, confidence: 0.8, citations: [] }),
        anAnswer('Edited by the lawyer', { confidence: 0.97, editedAnswer: '2 March 2024', editedBy: lawyer, editedAt: '2026-11-21T10:00:00.000Z' }),
      ],
    },
  ],
});

describe('an answer’s calibrated confidence in the report', () => {
  const answers = buildCaseReport(record, { name: 'Orla Byrne', email: 'orla@firm.example' }, new Date('2026-11-22T09:00:00.000Z'), null, []).files[0]!.answers;
  const answer = (question: string) => answers.find((candidate) => candidate.question === question)!;

  it('is carried for an answer the built-in engine asserted, as the percentage the case page shows, and printed beside it', () => {
    expect(answer('Built-in engine asserted').confidencePercent).toBe(91);
    expect(answerConfidenceText(answer('Built-in engine asserted'))).toBe('Confidence 91%');
  });

  it('is never carried for a language model’s answer, one given for review, or one not found', () => {
    for (const question of ['Language model answered', 'Given for review', 'Not found']) {
      expect(answer(question).confidencePercent, question).toBeNull();
      expect(answerConfidenceText(answer(question)), question).toBe('');
    }
  });

  it('stays with the engine’s answer under a lawyer’s edit: in the notes beside what the engine said, never beside the lawyer’s answer', () => {
    const edited = answer('Edited by the lawyer');
    expect(edited).toMatchObject({ answer: '2 March 2024', engineAnswer: '1 March 2024', confidencePercent: 97 });
    expect(answerConfidenceText(edited)).toBe('');
    expect(notesText(edited)).toBe('Edited by Orla Byrne on 21 November 2026 (the engine said: 1 March 2024; confidence 97%)');
  });
});
