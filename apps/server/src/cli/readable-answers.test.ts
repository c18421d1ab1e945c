import { describe, expect, it } from 'vitest';
import { readableAnswers, type FileAnswers } from './readable-answers.ts';

const citation = (page: number, quote: string, clause?: string) => ({ page, quote, start: 0, end: quote.length, verified: true, ...(clause && { clause }) });

const result: FileAnswers = {
  file: 'lease.pdf',
  documentType: { id: 'lease', name: 'Lease' },
  answers: [
    { questionId: 'q1', question: 'Who is the landlord?', status: 'answered', answer: 'Harbour Estates Limited', confidence: 0.95, citations: [citation(1, 'HARBOUR ESTATES LIMITED (the Landlord)')], engine: 'builtin' },
    {
      questionId: 'q2',
      question: 'What is the rent review date?',
      status: 'needs_review',
      answer: null,
      confidence: 0.4,
      citations: [citation(4, 'The Rent shall be reviewed on each Review Date.', 'Clause 7.2'), citation(7, 'Review Date means each fifth anniversary.')],
      engine: 'builtin',
    },
    { questionId: 'q3', question: 'Is there a break clause?', status: 'not_found', answer: null, confidence: 0, citations: [], engine: 'builtin' },
  ],
};

describe('readableAnswers', () => {
  it('prints an answer that needs review as its passage to check (by its clause, where numbered), never as an answer, and its other passages after', () => {
    const lines = readableAnswers(result).split('\n');
    expect(lines).toEqual([
      'lease.pdf: Lease',
      '',
      'Who is the landlord?',
      '  Harbour Estates Limited  [builtin]',
      '  page 1: "HARBOUR ESTATES LIMITED (the Landlord)"',
      '',
      'What is the rent review date?',
      '  Needs review — Clause 7.2, page 4: “The Rent shall be reviewed on each Review Date.”  [builtin]',
      '  page 7: "Review Date means each fifth anniversary."',
      '',
      'Is there a break clause?',
      '  not found  [builtin]',
    ]);
  });
});
