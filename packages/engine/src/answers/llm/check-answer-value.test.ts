import { describe, expect, it } from 'vitest';
import { checkAnswerValue } from './check-answer-value.ts';

const RENT = 'The Tenant shall pay the yearly rent of £32,500 by equal quarterly payments in advance.';

describe('checkAnswerValue', () => {
  it("reads a value from the quote, not from the model's value", () => {
    const check = checkAnswerValue({
      answerType: 'money',
      answer: 'GBP 32,500 a year',
      quote: RENT,
      modelValue: { type: 'money', amount: 1, currency: 'USD' },
    });

    expect(check).toEqual({ ok: true, value: { type: 'money', amount: 32_500, currency: 'GBP' } });
  });

  it('takes a date however the answer writes it, when the quote says the same day', () => {
    expect(checkAnswerValue({ answerType: 'date', answer: '1 March 2019', quote: 'made the 1st day of March 2019', modelValue: null })).toEqual({
      ok: true,
      value: { type: 'date', iso: '2019-03-01' },
    });
  });

  it('refuses an answer that states a value its quote does not, naming only its kind', () => {
    expect(checkAnswerValue({ answerType: 'money', answer: '£35,000', quote: RENT, modelValue: null })).toEqual({
      ok: false,
      reason: 'the answer states a money value that its quote does not',
    });
  });

  it("takes the quote's value for an answer in words only when the quote holds just one", () => {
    const one = checkAnswerValue({ answerType: 'money', answer: 'The yearly rent', quote: RENT, modelValue: null });
    const two = checkAnswerValue({ answerType: 'money', answer: 'The yearly rent', quote: `${RENT} The deposit is £8,000.`, modelValue: null });

    expect(one).toEqual({ ok: true, value: { type: 'money', amount: 32_500, currency: 'GBP' } });
    expect(two).toEqual({ ok: true });
  });

  it("keeps a yes or no the model gave when its answer agrees, and reads one from the answer's first word", () => {
    const condition = { type: 'boolean' as const, value: false, subjectTo: 'consent' };

    expect(checkAnswerValue({ answerType: 'yes_no', answer: 'No, not without consent', quote: RENT, modelValue: condition })).toEqual({ ok: true, value: condition });
    expect(checkAnswerValue({ answerType: 'yes_no', answer: 'Yes', quote: RENT, modelValue: null })).toEqual({
      ok: true,
      value: { type: 'boolean', value: true, subjectTo: null },
    });
    expect(checkAnswerValue({ answerType: 'yes_no', answer: 'Yes', quote: RENT, modelValue: condition }).ok).toBe(false);
  });

  it('gives free text, parties and addresses no value', () => {
    expect(checkAnswerValue({ answerType: 'text', answer: 'The laws of England', quote: RENT, modelValue: null })).toEqual({ ok: true });
  });

  it('takes a term the answer counts between the first and last days its quote gives apart, and no other', () => {
    const quote = '"Date of Entry" means 28 November 2023;\n"Ish" means 27 November 2033;';
    expect(checkAnswerValue({ answerType: 'duration', answer: '10 years', quote, modelValue: null })).toEqual({
      ok: true,
      value: { type: 'duration', amount: 10, unit: 'years' },
    });
    expect(checkAnswerValue({ answerType: 'duration', answer: '12 years', quote, modelValue: null }).ok).toBe(false);
  });
});
