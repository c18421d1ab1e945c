import { describe, expect, it } from 'vitest';
import type { Answer, Citation, QuestionToAnswer } from '@dd/contracts';
import type { HypothesisReading, NdaVerdict } from './learned/read-hypothesis.ts';
import { withHypothesisReading } from './with-hypothesis-reading.ts';

const question: QuestionToAnswer = { id: 'oral', text: 'Does the definition cover information disclosed orally?', answerType: 'yes_no', hypothesis: 'nda-3' };
const learnedCitation: Citation = { page: 2, quote: 'information disclosed orally or in writing', start: 120, end: 163, verified: true };
const rulesCitation: Citation = { page: 1, quote: 'Confidential Information shall be in writing only.', start: 40, end: 90, verified: true };

const reading = (verdict: NdaVerdict, overrides: Partial<HypothesisReading> = {}) => ({
  verdict,
  evidenceSpans: [4],
  yes: 0.96,
  no: 0.02,
  notAddressed: 0.02,
  ...overrides,
});
const rules = (status: Answer['status'], said?: boolean): Answer => ({
  questionId: 'oral',
  status,
  answer: status === 'answered' ? (said ? 'Yes' : 'No') : null,
  ...(status === 'answered' && { value: { type: 'boolean' as const, value: said!, subjectTo: null } }),
  confidence: status === 'answered' ? 0.95 : 0.4,
  citations: status === 'not_found' ? [] : [rulesCitation],
  engine: 'builtin',
});

describe('withHypothesisReading', () => {
  it('asserts the learned verdict with its strongest evidence span where the rules did not answer', () => {
    expect(withHypothesisReading(question, rules('needs_review'), reading('yes'), [learnedCitation])).toEqual({
      questionId: 'oral',
      status: 'answered',
      answer: 'Yes',
      value: { type: 'boolean', value: true, subjectTo: null },
      confidence: 0.96,
      citations: [learnedCitation],
      engine: 'builtin',
    });
  });

  it("keeps the rules' wording where both say the same, at the higher confidence", () => {
    const agreed = withHypothesisReading(question, { ...rules('answered', true), answer: 'Yes, subject to …', confidence: 0.95 }, reading('yes'), [learnedCitation]);
    expect(agreed).toMatchObject({ status: 'answered', answer: 'Yes, subject to …', confidence: 0.96, citations: [rulesCitation] });
  });

  it('sends a disagreement to review with both passages, and never asserts either', () => {
    const disputed = withHypothesisReading(question, rules('answered', false), reading('yes'), [learnedCitation]);
    expect(disputed).toMatchObject({ status: 'needs_review', answer: null, citations: [rulesCitation, learnedCitation] });
    expect(disputed.value).toBeUndefined();
  });

  it("says the document does not address it when the models find it silent, unless the rules asserted an answer", () => {
    const silent = reading('not_addressed', { yes: 0.03, notAddressed: 0.95 });
    expect(withHypothesisReading(question, rules('needs_review'), silent, [learnedCitation])).toMatchObject({ status: 'not_found', citations: [] });
    expect(withHypothesisReading(question, rules('answered', true), silent, [learnedCitation])).toMatchObject({ status: 'needs_review', citations: [rulesCitation] });
  });

  it("leaves an unsure reading to the rules, but gives a question the rules found nothing for the models' passage to review", () => {
    const unsure = reading(null, { yes: 0.6, no: 0.1, notAddressed: 0.3 });
    expect(withHypothesisReading(question, rules('answered', true), unsure, [learnedCitation])).toEqual(rules('answered', true));
    expect(withHypothesisReading(question, rules('not_found'), unsure, [learnedCitation])).toMatchObject({
      status: 'needs_review',
      confidence: 0.6,
      citations: [learnedCitation],
    });
    const faint = reading(null, { yes: 0.3, no: 0.05, notAddressed: 0.65 });
    expect(withHypothesisReading(question, rules('not_found'), faint, [learnedCitation])).toEqual(rules('not_found'));
  });

  it('gives no learned answer without a verified citation of its passage', () => {
    expect(withHypothesisReading(question, rules('needs_review'), reading('yes'), null)).toEqual(rules('needs_review'));
  });
});
