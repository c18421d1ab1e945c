import { describe, expect, it } from 'vitest';
import type { Answer } from '@dd/contracts';
import { scoreAnswer, scoreGoldAnswer } from './answer-scoring.ts';

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
const needsReview = (quote: string): Answer => ({
  questionId: 'q',
  status: 'needs_review',
  answer: null,
  confidence: 0.4,
  citations: [{ page: 1, quote, start: 0, end: quote.length, verified: true }],
  engine: 'builtin',
});
const failed: Answer = { questionId: 'q', status: 'failed', answer: null, confidence: 0, citations: [], engine: 'builtin' };

describe('scoreAnswer', () => {
  it('expects not_found where the expert labelled nothing, and calls an answer there invented', () => {
    expect(scoreAnswer(notFound, [], 'clause')).toBe('right');
    expect(scoreAnswer(answered('30 days', 'within 30 days'), [], 'clause')).toBe('invented');
    expect(scoreAnswer(notFound, ['December 31, 2028'], 'date')).toBe('missed');
  });

  it('calls a passage given for review "review" whatever the label, never right, and a failure never right', () => {
    const label = 'This Agreement shall be governed by the laws of the State of Ohio.';

    expect(scoreAnswer(needsReview(label), [label], 'clause')).toBe('review');
    expect(scoreAnswer(needsReview(label), [], 'clause')).toBe('review');
    expect(scoreAnswer(failed, [], 'clause')).toBe('missed');
    expect(scoreAnswer(failed, [label], 'clause')).toBe('missed');
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

describe('scoreGoldAnswer', () => {
  const clause = 'The Tenant may determine this Lease on 25 March 2029 by giving not less than six months\' prior written notice.';

  it('expects not_found where the gold answer is not_found, calls an answer there invented and no answer elsewhere missed', () => {
    expect(scoreGoldAnswer(notFound, { kind: 'not_found' })).toBe('right');
    expect(scoreGoldAnswer(answered('Yes', clause), { kind: 'not_found' })).toBe('invented');
    expect(scoreGoldAnswer(notFound, { kind: 'date', iso: '2029-03-25', evidence: clause })).toBe('missed');
  });

  it('calls a passage given for review "review", even where the gold answer is not_found or the passage is the evidence', () => {
    expect(scoreGoldAnswer(needsReview(clause), { kind: 'date', iso: '2029-03-25', evidence: clause })).toBe('review');
    expect(scoreGoldAnswer(needsReview(clause), { kind: 'not_found' })).toBe('review');
    expect(scoreGoldAnswer(needsReview(clause), [{ kind: 'not_found' }, { kind: 'text', evidence: clause }])).toBe('review');
    expect(scoreGoldAnswer(failed, { kind: 'not_found' })).toBe('missed');
  });

  it('takes a value only with a quote from a passage that states it', () => {
    const gold = { kind: 'duration', amount: 6, unit: 'months', evidence: 'by giving not less than six months\' prior written notice' } as const;

    expect(scoreGoldAnswer(answered('six months', clause, { type: 'duration', amount: 6, unit: 'months' }), gold)).toBe('right');
    expect(scoreGoldAnswer(answered('six months', 'Rent is payable six months in advance on the quarter days.'), gold)).toBe('wrong');
    expect(scoreGoldAnswer(answered('three months', clause), gold)).toBe('wrong');
  });

  it('compares dates, money, periods and percentages as values, from the normalised value or the answer\'s words', () => {
    const rent = 'the yearly rent of FORTY-EIGHT THOUSAND FIVE HUNDRED POUNDS (£48,500)';

    expect(scoreGoldAnswer(answered('25 March 2029', clause), { kind: 'date', iso: '2029-03-25', evidence: clause })).toBe('right');
    expect(scoreGoldAnswer(answered('£48,500 a year', rent), { kind: 'money', amount: 48500, currency: 'GBP', evidence: rent })).toBe('right');
    expect(scoreGoldAnswer(answered('€48,500 a year', rent), { kind: 'money', amount: 48500, currency: 'GBP', evidence: rent })).toBe('wrong');
    expect(scoreGoldAnswer(answered('twelve months', 'for a period of twelve months after termination'), { kind: 'duration', amount: 1, unit: 'years', evidence: 'for a period of twelve months after termination' })).toBe('right');
    expect(scoreGoldAnswer(answered('4%', 'interest at 4% above base rate'), { kind: 'percentage', percent: 4, evidence: 'interest at 4% above base rate' })).toBe('right');
  });

  it('scores yes/no by polarity, the words of its condition and the passage cited', () => {
    const evidence = 'Not to assign the whole of the Premises without the prior written consent of the Landlord';
    const gold = { kind: 'yes_no', value: false, subjectTo: ['consent'], evidence } as const;

    expect(scoreGoldAnswer(answered('No, not without the consent of the Landlord', `3.9 ${evidence}.`, { type: 'boolean', value: false, subjectTo: 'consent' }), gold)).toBe('right');
    expect(scoreGoldAnswer(answered('Yes', `3.9 ${evidence}.`), gold)).toBe('wrong');
    expect(scoreGoldAnswer(answered('No', 'The Landlord shall insure the Building.'), gold)).toBe('wrong');
    expect(scoreGoldAnswer(answered('No', 'Not to assign the whole of the Premises.'), gold)).toBe('wrong');
  });

  it('compares identifiers ignoring spaces and case', () => {
    const gold = { kind: 'identifier', value: 'AN98765', evidence: 'FOLIO AN98765 COUNTY ANTRIM' } as const;

    expect(scoreGoldAnswer(answered('an 98765', 'FOLIO AN 98765'), gold)).toBe('right');
    expect(scoreGoldAnswer(answered('AN45218', 'Folio AN45218'), gold)).toBe('wrong');
  });

  it('wants every gold name in the answer, and no other party the evidence does not mention', () => {
    const evidence = 'between (1) Harbour Properties Limited (the "Landlord") and (2) Quayside Coffee Limited (the "Tenant")';
    const landlord = { kind: 'names', names: ['Harbour Properties Limited'], evidence: 'Harbour Properties Limited (the "Landlord")' } as const;
    const parties = ['Harbour Properties Limited', 'Quayside Coffee Limited'];

    expect(scoreGoldAnswer(answered('Harbour Properties Limited', evidence), landlord, parties)).toBe('right');
    expect(scoreGoldAnswer(answered('Harbour Properties Limited; Quayside Coffee Limited', evidence), landlord, parties)).toBe('wrong');
    expect(scoreGoldAnswer(answered('the Landlord', evidence), landlord, parties)).toBe('wrong');
    expect(scoreGoldAnswer(answered('Harbour Properties Limited and Quayside Coffee Limited', evidence), { ...landlord, evidence }, parties)).toBe('right');
  });

  it('scores text by a quote citing the evidence and holding its key words', () => {
    const gold = { kind: 'text', keywords: ['25 March 2029'], evidence: clause } as const;

    expect(scoreGoldAnswer(answered('The Tenant may determine this Lease on 25 March 2029', `6.1 ${clause}`), gold)).toBe('right');
    expect(scoreGoldAnswer(answered('The Tenant may determine this Lease on 25 March 2029', 'The Tenant may determine this Lease on 25 March 2029'), gold)).toBe('right');
    expect(scoreGoldAnswer(answered('Break', 'Break clause'), gold)).toBe('wrong');
    expect(scoreGoldAnswer(answered('six months', 'by giving not less than six months\' prior written notice'), gold)).toBe('wrong');
  });

  it('takes any of several gold answers, reporting the first one\'s verdict when none fits', () => {
    const evidence = 'This Lease is for a period not exceeding twenty years and shall not be registered in the Land Register of Scotland.';
    const either = [{ kind: 'not_found' }, { kind: 'yes_no', value: false, evidence }] as const;

    expect(scoreGoldAnswer(notFound, either)).toBe('right');
    expect(scoreGoldAnswer(answered('No', evidence), either)).toBe('right');
    expect(scoreGoldAnswer(answered('Yes', evidence), either)).toBe('invented');
  });
});
