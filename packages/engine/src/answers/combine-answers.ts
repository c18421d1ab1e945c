import type { Answer, AnswerValue, Citation } from '@dd/contracts';
import { sameValue } from './check-typed-answer.ts';
import { findValues, type ValueType } from './find-values.ts';

/**
 * The most confidence two engines agreeing can give an answer. Their agreement is not two independent proofs:
 * both read the passages the same retriever chose, so a shared misreading stays possible.
 */
export const AGREED_CONFIDENCE_CAP = 0.97;

/**
 * The share of the shorter answer's words the longer must hold for two texts to say the same thing: "the laws of
 * Ireland" shares only "laws" with "the laws of England and Wales".
 */
const TEXT_OVERLAP = 2 / 3;

const TYPED = new Set<AnswerValue['type']>(['date', 'money', 'duration', 'percentage', 'identifier']);

const FUNCTION_WORDS = new Set('a an the of and or to in on at by for with from as is are be been this that it its any such shall will may'.split(' '));
const wordsOf = (text: string) => new Set((text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((word) => !FUNCTION_WORDS.has(word)));

/**
 * Free text: most of the shorter answer's words are in the longer ("The laws of England and Wales" and "governed by
 * the laws of England and Wales"), and their numbers, if both give any, are the same ("clause 4" is not "clause 5").
 */
function textsOverlap(a: string, b: string): boolean {
  const [wordsA, wordsB] = [wordsOf(a), wordsOf(b)];
  const numbers = (words: Set<string>) => [...words].filter((word) => /\d/.test(word)).sort().join(' ');
  if (numbers(wordsA) && numbers(wordsB) && numbers(wordsA) !== numbers(wordsB)) return false;
  const [shorter, longer] = wordsA.size <= wordsB.size ? [wordsA, wordsB] : [wordsB, wordsA];
  if (shorter.size === 0) return false;
  return [...shorter].filter((word) => longer.has(word)).length >= TEXT_OVERLAP * shorter.size;
}

/**
 * A yes or no: the same polarity, or both conditional: "Yes, subject to the Landlord's consent" and "No, not without
 * the Landlord's consent" say one thing of a clause that forbids an act except with consent.
 */
function booleansAgree(a: Extract<AnswerValue, { type: 'boolean' }>, b: Extract<AnswerValue, { type: 'boolean' }>): boolean {
  return a.value === b.value || (a.subjectTo !== null && b.subjectTo !== null);
}

/** A typed value one answer gives, and whether the other gives the same, as its value or in its words. */
function givesValue(answer: Answer, value: AnswerValue): boolean {
  if (answer.value) return answer.value.type === value.type && sameValue(answer.value, value);
  return findValues(answer.answer ?? '', value.type as ValueType).some((found) => sameValue(found.value, value));
}

/** Whether two answers to one question say the same thing: the same date, sum, period, rate, reference, polarity or text. */
export function answersAgree(a: Answer, b: Answer): boolean {
  if (a.value?.type === 'boolean' && b.value?.type === 'boolean') return booleansAgree(a.value, b.value);
  const typed = [a.value, b.value].find((value) => value !== undefined && TYPED.has(value.type));
  if (typed) return givesValue(a, typed) && givesValue(b, typed);
  return textsOverlap(a.answer ?? '', b.answer ?? '');
}

const sameCitation = (a: Citation, b: Citation) => a.page === b.page && a.start === b.start && a.end === b.end;

/**
 * One question's answer from a language model's engine and the built-in engine's. `builtin` is what the built-in
 * engine asserts on its own (answered, or the passage for review); `reading` is what its rules read before the
 * calibration decided (answered, with the calibrated confidence), which an agreement may lift above the threshold:
 * - the model's engine fell back to the built-in answer (its engine is `builtin`): that answer;
 * - both read an answer and agree: the model's answer, its confidence raised by the built-in engine's as two
 *   independent witnesses would raise it (noisy-OR: 1 − (1 − p)(1 − q)), capped at AGREED_CONFIDENCE_CAP; neither is
 *   lowered (a calibrated built-in confidence above the cap stands);
 * - both read an answer and disagree: `needs_review`, no answer, both passages as citations for the lawyer to
 *   compare, confidence 0 (nothing is asserted);
 * - only one answered (the other found nothing, needs review or failed): that one, its own confidence as it was;
 * - neither answered: the built-in engine's passage for review where it has one, else the model's engine's answer
 *   (its not found, or the passage it would not assert).
 */
export function combineAnswers(model: Answer, builtin: Answer, reading: Answer = builtin): Answer {
  if (model.engine === 'builtin') return model;
  if (model.status === 'answered' && reading.status === 'answered') {
    if (answersAgree(model, reading)) {
      const confidence = Math.max(model.confidence, reading.confidence, Math.min(AGREED_CONFIDENCE_CAP, 1 - (1 - model.confidence) * (1 - reading.confidence)));
      return { ...model, confidence };
    }
    const citations = [...model.citations, ...reading.citations.filter((citation) => !model.citations.some((other) => sameCitation(citation, other)))];
    return { questionId: model.questionId, status: 'needs_review', answer: null, confidence: 0, citations, engine: model.engine };
  }
  if (model.status === 'answered') return model;
  if (builtin.status === 'answered' || builtin.status === 'needs_review') return builtin;
  return model;
}
