import type { CaseAnswer } from './cases.ts';

/**
 * The chance, as calibrated, that an answer the built-in engine asserted is right (decisions 34 and 49–53), as a whole
 * percentage; null for anything else. A language model's own confidence is not calibrated, so it is not shown as one;
 * an answer for review or not found asserts nothing. The case page and the case reports both show it by this rule.
 */
export function calibratedConfidencePercent(answer: Pick<CaseAnswer, 'status' | 'answer' | 'engine' | 'confidence'>): number | null {
  const asserted = answer.status === 'answered' && answer.answer !== null && answer.engine === 'builtin';
  return asserted && answer.confidence !== null ? Math.round(answer.confidence * 100) : null;
}
