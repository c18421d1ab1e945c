import { describe, expect, it } from 'vitest';
import type { Answer } from '@dd/contracts';
import { scoreAnswer } from './answer-scoring.ts';

const answered = (answer: string, quote: string, value?: Answer['value']): Answer => ({
  questionId: 'q',
  status: 'answered',
  answer,
  ...(value && { value }),
  confidence: 0.8,
  citations: [{ page: 1, quote, start: 0, end: quote.length, verified: true }],
  engine: 'builtin',
});
const notFound: Answer = { questionId: 'q', status: 'not_found', answer: null, confidence: 0, citations: [], engine: 'builtin' };

describe('scoreAnswer', () => {
  it('expects not_found where the expert labelled nothing, and calls an answer there invented', () => {
    expect(scoreAnswer(notFound, [], 'clause')).toBe('right');
    expect(scoreAnswer(answered('30 days', 'within 30 days'), [], 'clause')).toBe('invented');
    expect(scoreAnswer(notFound, ['December 31, 2028'], 'date')).toBe('missed');
  });

  it('compares dates as dates, however the label writes them', () => {
    const answer = answered('19 December 2018', 'made as of the 19th day of December, 2018', { type: 'date', iso: '2018-12-19' });
    expect(scoreAnswer(answer, ['19t h day of December, 2018'], 'date')).toBe('right');
    expect(scoreAnswer(answer, ['December 20, 2018'], 'date')).toBe('wrong');
  });

  it('finds a labelled name in the answer or its quote', () => {
    const answer = answered('HOF Village, LLC and Constellation NewEnergy, Inc.', 'between HOF Village, LLC and Constellation NewEnergy, Inc.');
    expect(scoreAnswer(answer, ['Constellation NewEnergy, Inc.', 'HOFV'], 'name')).toBe('right');
    expect(scoreAnswer(answer, ['Pro Football Hall of Fame'], 'name')).toBe('wrong');
  });

  it('scores a clause by how much of the labelled span the cited quote holds', () => {
    const label = 'This Agreement shall be governed by and construed in accordance with the laws of the State of Ohio.';
    expect(scoreAnswer(answered('Ohio', 'governed by and construed in accordance with the laws of the State of Ohio'), [label], 'clause')).toBe('right');
    expect(scoreAnswer(answered('Notices', 'All notices shall be in writing.'), [label], 'clause')).toBe('wrong');
  });
});
