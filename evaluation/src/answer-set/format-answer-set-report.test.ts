import type { Answer } from '@dd/contracts';
import { describe, expect, it } from 'vitest';
import type { AnswerSetEvaluation, AnswerSetOutcome } from './answer-set-evaluation.ts';
import { formatAnswerSetDetails, formatAnswerSetReport } from './format-answer-set-report.ts';

const answer = (text: string | null): Answer => ({
  questionId: 'q',
  status: text === null ? 'not_found' : 'answered',
  answer: text,
  confidence: text === null ? 0 : 0.7,
  citations: text === null ? [] : [{ page: 2, quote: `The rent is ${text}.`, start: 0, end: 20, verified: true }],
  engine: 'builtin',
});

const outcome = (
  documentId: string,
  answerType: AnswerSetOutcome['answerType'],
  verdict: AnswerSetOutcome['verdict'],
  given: string | null,
  split: AnswerSetOutcome['split'] = 'tuning',
): AnswerSetOutcome => ({
  documentId,
  split,
  typeKey: documentId.startsWith('lease') ? 'property-lease' : 'guarantee',
  scanned: documentId.endsWith('scanned'),
  questionId: `${answerType}-question`,
  question: 'What is the initial annual rent?',
  answerType,
  gold: { kind: 'money', amount: 48500, currency: 'GBP', evidence: 'the yearly rent of £48,500' },
  answer: answer(given),
  verdict,
});

const evaluation: AnswerSetEvaluation = {
  engine: 'builtin',
  folder: '/tmp/answer-set',
  documents: [
    { id: 'lease-a', split: 'tuning', pages: 3, scanned: false, readMs: 100, answerMs: 40, ocr: null },
    { id: 'guarantee-scanned', split: 'tuning', pages: 2, scanned: true, readMs: 9000, answerMs: 20, ocr: { words: 400, errors: 6 } },
  ],
  outcomes: [
    outcome('lease-a', 'money', 'right', '£48,500'),
    outcome('lease-a', 'money', 'wrong', '£24,250'),
    outcome('guarantee-scanned', 'party', 'missed', null),
    outcome('guarantee-scanned', 'own', 'right', '£48,500'),
  ],
};

describe('the UK and Irish answer report', () => {
  it('counts the question bank by document type and answer type, and own questions on their own', () => {
    const report = formatAnswerSetReport(evaluation);

    expect(report).toMatch(/property-lease\s+1\/2\s+50%\s+0\s+1\s+0/);
    expect(report).toMatch(/guarantee\s+0\/1\s+0%\s+1\s+0\s+0/);
    expect(report).toMatch(/own questions\s+1\/1\s+100%/);
    expect(report).toContain('Question-bank answers right: 1/3 (33%). Own questions right: 1/1 (100%).');
    expect(report).toContain('not_found precision: 0/1 (0%). Citations verified: 3/3.');
    expect(report).toContain('Answering: 30.0 ms a document on average. Reading: 100 ms a born-digital document, 9.0 s a scanned one (OCR).');
    expect(report).toContain('OCR word accuracy (tuning part, 1 scanned document against the lines printed on them): 98.5% of 400 words.');
  });

  it('lists each answer that was not right with its gold answer and quote', () => {
    const details = formatAnswerSetDetails(evaluation);

    expect(details).toContain('WRONG lease-a / money-question: What is the initial annual rent?');
    expect(details).toContain('gold:   GBP 48500');
    expect(details).toContain('answer: £24,250  p2 "The rent is £24,250."');
    expect(details).toContain('MISSED guarantee-scanned / party-question');
    expect(details).not.toContain('£48,500.');
  });

  it('breaks down and lists only the tuning part, the frozen part only counted', () => {
    const withFrozen: AnswerSetEvaluation = {
      ...evaluation,
      documents: [
        ...evaluation.documents,
        { id: 'lease-frozen', split: 'frozen', pages: 4, scanned: false, readMs: 100, answerMs: 30, ocr: null },
        { id: 'deed-frozen', split: 'frozen', pages: 1, scanned: true, readMs: 8000, answerMs: 30, ocr: { words: 100, errors: 50 } },
      ],
      outcomes: [...evaluation.outcomes, outcome('lease-frozen', 'money', 'wrong', '£1', 'frozen'), outcome('lease-frozen', 'date', 'review', null, 'frozen')],
    };
    const report = formatAnswerSetReport(withFrozen);

    expect(report).toContain('tuning part: 2 documents, 1 of them scanned');
    expect(report).toContain('The 2\nfrozen documents are counted in the trust figures only');
    // The frozen scan's OCR is not measured where it could be tuned to.
    expect(report).toContain('OCR word accuracy (tuning part, 1 scanned document against the lines printed on them): 98.5% of 400 words.');
    expect(report).toMatch(/property-lease\s+1\/2\s+50%\s+0\s+1\s+0\s+0/);
    expect(report).toContain('Question-bank answers right: 1/3 (33%).');
    expect(report).toContain('Answering: 30.0 ms a document on average.');
    expect(formatAnswerSetDetails(withFrozen)).not.toContain('lease-frozen');
  });

  it('counts a passage given for review as review, neither right nor missed', () => {
    const report = formatAnswerSetReport({ ...evaluation, outcomes: [outcome('lease-a', 'money', 'review', null)] });

    expect(report).toMatch(/property-lease\s+0\/1\s+0%\s+0\s+0\s+0\s+1/);
  });
});
