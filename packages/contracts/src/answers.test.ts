import { describe, expect, it } from 'vitest';
import { Answer } from './answers.ts';

const cited = { page: 2, quote: 'The yearly rent is £45,000', start: 10, end: 36, verified: true };
const answer = {
  questionId: 'q-rent',
  status: 'answered',
  answer: '£45,000 a year',
  value: { type: 'money', amount: 45000, currency: 'GBP' },
  confidence: 0.9,
  citations: [cited],
  engine: 'builtin',
} as const;

describe('Answer', () => {
  it('takes an answer with a verified citation, from the built-in engine or a named model', () => {
    expect(Answer.safeParse(answer).success).toBe(true);
    expect(Answer.safeParse({ ...answer, engine: 'llm:gpt-4o-mini' }).success).toBe(true);
  });

  it('refuses an answered question without a verified citation: nothing a lawyer sees is unsourced', () => {
    expect(Answer.safeParse({ ...answer, citations: [] }).success).toBe(false);
    expect(Answer.safeParse({ ...answer, citations: [{ ...cited, verified: false }] }).success).toBe(false);
    expect(Answer.safeParse({ ...answer, answer: null }).success).toBe(false);
  });

  it('takes an honest not_found with no answer and no citation', () => {
    expect(Answer.safeParse({ ...answer, status: 'not_found', answer: null, value: undefined, citations: [] }).success).toBe(true);
  });

  it('refuses an engine it does not know and a value that does not fit its type', () => {
    expect(Answer.safeParse({ ...answer, engine: 'magic' }).success).toBe(false);
    expect(Answer.safeParse({ ...answer, value: { type: 'date', iso: '1 March 2019' } }).success).toBe(false);
  });
});
