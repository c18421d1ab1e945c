import type { Answer, Citation, QuestionToAnswer } from '@dd/contracts';
import { forReview } from './calibration/answer-calibration.ts';
import { EVIDENCE_SPAN_AT_LEAST, type HypothesisReading, type NdaVerdict } from './learned/read-hypothesis.ts';

/**
 * A linked yes/no question's answer from both readings (decision 38). The learned verdict, chosen out of fold, is
 * asserted with its strongest evidence span; where the rules asserted the opposite, the lawyer reviews both
 * passages. Where the models find the document silent, it is "not found", unless the rules asserted an answer (then
 * review). Where the models are unsure, the rules' answer stands, and a question the rules found nothing for goes
 * to review with the models' passage if they read one as evidence.
 */
export function withHypothesisReading(
  question: QuestionToAnswer,
  ruled: Answer,
  reading: HypothesisReading & { verdict: NdaVerdict },
  citations: Citation[] | null,
): Answer {
  const rulesSaid = ruled.status === 'answered' && ruled.value?.type === 'boolean' ? ruled.value.value : null;
  if (reading.verdict === 'yes' || reading.verdict === 'no') {
    const said = reading.verdict === 'yes';
    const confidence = Math.round((said ? reading.yes : reading.no) * 1000) / 1000;
    if (!citations) return ruled;
    if (rulesSaid === said) return { ...ruled, confidence: Math.max(ruled.confidence, confidence) };
    if (ruled.status === 'answered') return forReview({ ...ruled, citations: [...ruled.citations, ...citations] }, Math.min(ruled.confidence, confidence));
    return {
      questionId: question.id,
      status: 'answered',
      answer: said ? 'Yes' : 'No',
      value: { type: 'boolean', value: said, subjectTo: null },
      confidence,
      citations,
      engine: 'builtin',
    };
  }
  if (reading.verdict === 'not_addressed') {
    if (ruled.status === 'answered') return forReview(ruled, Math.min(ruled.confidence, 1 - reading.notAddressed));
    return { questionId: question.id, status: 'not_found', answer: null, confidence: 0, citations: [], engine: 'builtin' };
  }
  if (ruled.status === 'not_found' && citations && 1 - reading.notAddressed >= EVIDENCE_SPAN_AT_LEAST) {
    return forReview({ ...ruled, citations }, Math.round(Math.max(reading.yes, reading.no) * 1000) / 1000);
  }
  return ruled;
}
