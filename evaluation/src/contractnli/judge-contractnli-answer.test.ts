import type { Answer } from '@dd/contracts';
import { describe, expect, it } from 'vitest';
import { goldOf, isRight, saidOf, type ContractNliGold } from './judge-contractnli-answer.ts';

const citation = { page: 1, quote: 'The Recipient shall not reverse engineer', start: 0, end: 40, verified: true };
const base = { questionId: 'nda-11', confidence: 0.9, citations: [citation], engine: 'builtin' as const };
const yes: Answer = { ...base, status: 'answered', answer: 'Yes', value: { type: 'boolean', value: true, subjectTo: null } };
const no: Answer = { ...base, status: 'answered', answer: 'No', value: { type: 'boolean', value: false, subjectTo: null } };
const notFound: Answer = { ...base, status: 'not_found', answer: null, confidence: 0, citations: [] };
const needsReview: Answer = { ...base, status: 'needs_review', answer: null, confidence: 0.4 };
const failed: Answer = { ...base, status: 'failed', answer: null, confidence: 0, citations: [] };

describe('judging a ContractNLI answer three-way', () => {
  it('reads Entailment as Yes, Contradiction as No and NotMentioned as not found', () => {
    expect([goldOf('Entailment'), goldOf('Contradiction'), goldOf('NotMentioned')]).toEqual(['yes', 'no', 'not_found']);
  });

  const cases: [ContractNliGold, Answer, boolean][] = [
    ['yes', yes, true],
    ['yes', no, false],
    ['yes', notFound, false],
    ['no', yes, false],
    ['no', no, true],
    ['no', notFound, false],
    ['not_found', yes, false],
    ['not_found', no, false],
    ['not_found', notFound, true],
  ];
  it.each(cases)('gold %s, answered %o: right is %s', (gold, answer, right) => {
    expect(isRight(gold, saidOf(answer))).toBe(right);
  });

  it('never counts an answer that needs review, or one that failed, as right', () => {
    for (const gold of ['yes', 'no', 'not_found'] as const) {
      expect(isRight(gold, saidOf(needsReview))).toBe(false);
      expect(isRight(gold, saidOf(failed))).toBe(false);
    }
    expect([saidOf(needsReview), saidOf(failed)]).toEqual(['needs_review', 'failed']);
  });

  it('takes the polarity from the value, else from the answer’s first word, a condition kept as a yes', () => {
    expect(saidOf({ ...yes, answer: 'Yes, subject to the consent of the Discloser', value: { type: 'boolean', value: true, subjectTo: 'the consent of the Discloser' } })).toBe('yes');
    expect(saidOf({ ...base, status: 'answered', answer: 'No, the recipient may not copy it.' })).toBe('no');
    expect(saidOf({ ...base, status: 'answered', answer: 'Yes (five years)' })).toBe('yes');
    expect(saidOf({ ...base, status: 'answered', answer: 'Nothing prevents it' })).toBe('unclear');
    expect(isRight('no', saidOf({ ...base, status: 'answered', answer: 'Nothing prevents it' }))).toBe(false);
  });
});
