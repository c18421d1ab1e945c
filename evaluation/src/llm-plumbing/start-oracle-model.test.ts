import type { QuestionToAnswer } from '@dd/contracts';
import { createAnswerEngine } from '@dd/engine';
import { extractPdfText } from '@dd/engine/documents';
import { buildTextPdf } from '@dd/engine/fixtures';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startOracleModel, type OracleModel } from './start-oracle-model.ts';

const LEASE = [
  ['THIS LEASE is made between HARBOUR ESTATES LIMITED (the Landlord) and QUAYSIDE COFFEE LIMITED (the Tenant).', '1. TERM', '1.1 The Term is fifteen (15) years.'],
  ['2. RENT', '2.1 The Tenant shall pay the yearly rent of £32,500 by equal quarterly payments in advance.'],
  // Pages that speak of none of the questions, so that in a small context the lease goes as passages.
  ...Array.from({ length: 12 }, (_, page) => Array.from({ length: 10 }, (_, line) => `Item ${page * 10 + line + 1}: one oak chair and one brass lamp, in good order.`)),
];

const QUESTIONS: QuestionToAnswer[] = [
  { id: 'rent', text: 'What is the yearly rent?', answerType: 'money' },
  { id: 'term', text: 'How long is the term?', answerType: 'duration' },
  { id: 'break', text: 'Is there a break clause?', answerType: 'yes_no' },
  { id: 'insurer', text: 'Who insures the building?', answerType: 'party' },
  { id: 'advance', text: 'Is the rent payable in advance?', answerType: 'yes_no' },
  { id: 'terms', text: 'For how long and at what rent is the property let?', answerType: 'text' },
];

let pages: { page: number; text: string }[];
beforeAll(async () => {
  pages = (await extractPdfText(await buildTextPdf(LEASE), { ocr: false })).pages.map(({ page, text }) => ({ page, text }));
}, 30_000);

let oracle: OracleModel | undefined;
afterEach(() => oracle?.close());

async function askOracle(contextTokens: number, contrary = false) {
  oracle = await startOracleModel({ contrary });
  oracle.expect('lease', pages, [
    { questionId: 'rent', question: QUESTIONS[0]!.text, gold: { answer: '£32,500', value: null, evidence: ['the yearly rent of £32,500'] } },
    { questionId: 'term', question: QUESTIONS[1]!.text, gold: { answer: '15 years', value: null, evidence: ['The Term is fifteen (15) years'] } },
    { questionId: 'break', question: QUESTIONS[2]!.text, gold: null },
    // A label worded otherwise than the document: no faithful model could quote it.
    { questionId: 'insurer', question: QUESTIONS[3]!.text, gold: { answer: 'The Landlord', value: null, evidence: ['The Landlord shall insure the Building'] } },
    {
      questionId: 'advance',
      question: QUESTIONS[4]!.text,
      gold: { answer: 'Yes', value: { type: 'boolean', value: true, subjectTo: null }, evidence: ['by equal quarterly payments in advance'] },
    },
    // Evidence in two clauses, on two pages: a faithful model cites both.
    { questionId: 'terms', question: QUESTIONS[5]!.text, gold: { value: null, evidence: ['The Term is fifteen (15) years', 'the yearly rent of £32,500'] } },
  ]);
  const engine = await createAnswerEngine(oracle.config({ contextTokens }), { checkedByBuiltin: false });
  return engine.answer({ document: { pages }, region: 'EN', questions: QUESTIONS });
}

describe('the oracle model', { timeout: 30_000 }, () => {
  it('answers over HTTP what its prompt holds the evidence for, quoting the sentence on its page, and nothing else', async () => {
    const [rent, term, breakClause, insurer, advance, terms] = await askOracle(100_000);

    expect(rent).toMatchObject({ status: 'answered', answer: '£32,500', engine: 'llm:oracle' });
    expect(rent!.citations).toEqual([expect.objectContaining({ page: 2, quote: '2.1 The Tenant shall pay the yearly rent of £32,500 by equal quarterly payments in advance.', verified: true })]);
    expect(term).toMatchObject({ status: 'answered', value: { type: 'duration', amount: 15, unit: 'years' } });
    expect(breakClause).toMatchObject({ status: 'not_found', engine: 'llm:oracle' });
    expect(insurer).toMatchObject({ status: 'not_found', engine: 'llm:oracle' });
    expect(advance).toMatchObject({ status: 'answered', answer: 'Yes', value: { type: 'boolean', value: true } });
    expect(oracle!.recordOf('lease', 'rent')).toEqual({ inDocument: true, inPrompt: true, asked: 1, yesOrNo: false });
    expect(oracle!.recordOf('lease', 'insurer')).toEqual({ inDocument: false, inPrompt: false, asked: 1, yesOrNo: false });
    expect(oracle!.recordOf('lease', 'advance')).toEqual({ inDocument: true, inPrompt: true, asked: 1, yesOrNo: true });
    expect(terms).toMatchObject({ status: 'answered', engine: 'llm:oracle' });
    expect(terms!.citations.map(({ page, quote }) => ({ page, quote }))).toEqual([
      { page: 1, quote: '1.1 The Term is fifteen (15) years.' },
      { page: 2, quote: '2.1 The Tenant shall pay the yearly rent of £32,500 by equal quarterly payments in advance.' },
    ]);
    // The six questions in one call, the lease whole.
    expect(oracle!.requests).toHaveLength(1);
    expect(oracle!.requests[0]!.user).toContain('[Page 14]');
  });

  it('finds the evidence in the passages sent when the lease is too long to send whole', async () => {
    const [rent, term] = await askOracle(2_500);

    expect(oracle!.requests[0]!.user).toMatch(/too long to send whole/);
    expect(oracle!.requests[0]!.user).not.toContain('[Page 14]');
    expect(rent).toMatchObject({ status: 'answered', answer: '£32,500' });
    expect(term).toMatchObject({ status: 'answered' });
    expect(oracle!.recordOf('lease', 'term')).toMatchObject({ inDocument: true, inPrompt: true });
  });

  it('turned contrary, answers each yes or no the other way beside the right quote, which the checks send to review', async () => {
    const [rent, term, , , advance] = await askOracle(100_000, true);

    expect(rent).toMatchObject({ status: 'not_found' });
    expect(term).toMatchObject({ status: 'not_found' });
    expect(advance).toMatchObject({ status: 'needs_review', answer: null });
    expect(advance!.citations).toEqual([expect.objectContaining({ page: 2, verified: true })]);
    expect(oracle!.recordOf('lease', 'advance')).toMatchObject({ inPrompt: true, yesOrNo: true });
  });
});
