import { Answer } from '@dd/contracts';
import { describe, expect, it } from 'vitest';
import { AGREED_CONFIDENCE_CAP, answersAgree, combineAnswers } from './combine-answers.ts';

const citation = (page: number, quote: string, start = 0) => ({ page, quote, start, end: start + quote.length, verified: true });
const RENT = citation(2, 'The Tenant shall pay the yearly rent of £32,500 by equal quarterly payments in advance.');
const DEPOSIT = citation(3, 'The Tenant shall pay a deposit of £8,000 on the date of this Lease.');

function answered(engine: Answer['engine'], answer: string, confidence: number, value?: Answer['value'], citations = [RENT]): Answer {
  return { questionId: 'q', status: 'answered', answer, ...(value && { value }), confidence, citations, engine };
}
const model = (answer: string, confidence: number, value?: Answer['value'], citations?: Answer['citations']) =>
  answered('llm:test-model', answer, confidence, value, citations);
const builtin = (answer: string, confidence: number, value?: Answer['value'], citations?: Answer['citations']) => answered('builtin', answer, confidence, value, citations);
const notFound = (engine: Answer['engine']): Answer => ({ questionId: 'q', status: 'not_found', answer: null, confidence: 0, citations: [], engine });
const money = (amount: number) => ({ type: 'money' as const, amount, currency: 'GBP' as const });

describe('answersAgree', () => {
  it('compares typed values, whichever way each engine wrote them', () => {
    expect(answersAgree(model('£32,500', 0.9, money(32_500)), builtin('GBP 32,500 a year', 0.6))).toBe(true);
    expect(answersAgree(model('£32,500', 0.9, money(32_500)), builtin('£8,000', 0.6, money(8_000)))).toBe(false);
    const year = { type: 'duration' as const, amount: 1, unit: 'years' as const };
    expect(answersAgree(model('1 year', 0.9, year), builtin('twelve months', 0.6, { type: 'duration', amount: 12, unit: 'months' }))).toBe(true);
    expect(answersAgree(model('1 March 2019', 0.9, { type: 'date', iso: '2019-03-01' }), builtin('1 March 2020', 0.6, { type: 'date', iso: '2020-03-01' }))).toBe(false);
  });

  it('takes a yes or no by its polarity, and two conditional answers as one', () => {
    const yes = { type: 'boolean' as const, value: true, subjectTo: null };
    const no = { type: 'boolean' as const, value: false, subjectTo: null };
    expect(answersAgree(model('Yes', 0.9, yes), builtin('Yes', 0.6, yes))).toBe(true);
    expect(answersAgree(model('Yes', 0.9, yes), builtin('No', 0.6, no))).toBe(false);
    const subjectTo = (value: boolean) => ({ type: 'boolean' as const, value, subjectTo: 'the consent of the Landlord' });
    expect(answersAgree(model('Yes, subject to consent', 0.9, subjectTo(true)), builtin('No, not without consent', 0.6, subjectTo(false)))).toBe(true);
    expect(answersAgree(model('Yes', 0.9, yes), builtin('No, not without consent', 0.6, subjectTo(false)))).toBe(false);
  });

  it('takes free texts as agreeing when most of the shorter one is in the longer and their numbers match', () => {
    const law = 'This Lease shall be governed by and construed in accordance with the laws of England and Wales';
    expect(answersAgree(model('The laws of England and Wales', 0.9), builtin(law, 0.6))).toBe(true);
    expect(answersAgree(model('The laws of Ireland', 0.9), builtin(law, 0.6))).toBe(false);
    expect(answersAgree(model('As set out in clause 4', 0.9), builtin('As set out in clause 5', 0.6))).toBe(false);
  });
});

describe('combineAnswers', () => {
  it("raises the model's confidence when both engines agree, by noisy-OR, never past the cap", () => {
    const combined = combineAnswers(model('£32,500', 0.9, money(32_500)), builtin('£32,500', 0.6, money(32_500)));
    expect(combined).toEqual({ ...model('£32,500', 0.9, money(32_500)), confidence: 0.96 });
    expect(combined.confidence).toBeCloseTo(1 - 0.1 * 0.4);
    expect(combineAnswers(model('£32,500', 0.9, money(32_500)), builtin('£32,500', 0.95, money(32_500))).confidence).toBe(AGREED_CONFIDENCE_CAP);
  });

  it('makes a disagreement need review, with both passages as citations and no answer', () => {
    const combined = combineAnswers(model('£32,500', 0.9, money(32_500)), builtin('£8,000', 0.6, money(8_000), [DEPOSIT, RENT]));
    expect(combined).toEqual({ questionId: 'q', status: 'needs_review', answer: null, confidence: 0, citations: [RENT, DEPOSIT], engine: 'llm:test-model' });
    expect(Answer.safeParse(combined).success).toBe(true);
  });

  it('keeps the one answer, its confidence as it was, when only one engine answered', () => {
    const fromModel = model('£32,500', 0.9, money(32_500));
    const fromBuiltin = builtin('£32,500', 0.6, money(32_500));
    const needsReview: Answer = { questionId: 'q', status: 'needs_review', answer: null, confidence: 0, citations: [RENT], engine: 'llm:test-model' };
    expect(combineAnswers(fromModel, notFound('builtin'))).toBe(fromModel);
    expect(combineAnswers(notFound('llm:test-model'), fromBuiltin)).toBe(fromBuiltin);
    expect(combineAnswers(needsReview, fromBuiltin)).toBe(fromBuiltin);
    expect(combineAnswers(needsReview, notFound('builtin'))).toBe(needsReview);
  });

  it("weighs the built-in rules' reading, though the built-in engine would only give it for review", () => {
    const reading = builtin('£32,500', 0.7, money(32_500));
    const forReview: Answer = { questionId: 'q', status: 'needs_review', answer: null, confidence: 0.7, citations: [RENT], engine: 'builtin' };
    expect(combineAnswers(model('£32,500', 0.9, money(32_500)), forReview, reading)).toMatchObject({ status: 'answered', confidence: 0.97 });
    expect(combineAnswers(model('£8,000', 0.9, money(8_000), [DEPOSIT]), forReview, reading)).toMatchObject({ status: 'needs_review', answer: null });
    // Where the model found nothing, the lawyer gets the built-in engine's passage to review, not a bare "not found".
    expect(combineAnswers(notFound('llm:test-model'), forReview, reading)).toBe(forReview);
  });

  it("gives the built-in answer the model's engine fell back to as it is", () => {
    const fallback = builtin('£32,500', 0.6, money(32_500));
    expect(combineAnswers(fallback, fallback)).toBe(fallback);
  });
});
