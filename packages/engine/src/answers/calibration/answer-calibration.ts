import { readFileSync } from 'node:fs';
import type { Answer } from '@dd/contracts';
import { EVIDENCE_FEATURES, evidenceFeatures, type AnswerEvidence } from './answer-evidence.ts';
import { NOT_FOUND_FEATURES, notFoundFeatures, type NotFoundEvidence } from './not-found-evidence.ts';
import { denseLogOdds, roundedChance } from '../learned/linear-model.ts';

/**
 * The fitted calibration (`npm run train`): a logistic model from an answer's evidence to the chance it is right,
 * fitted on the evaluation sets' tuning parts only, and the confidence below which an answer is not asserted.
 */
export interface CalibrationModel {
  version: number;
  features: string[];
  weights: number[];
  bias: number;
  /** Answers whose calibrated confidence is below this go to needs_review. */
  reviewBelow: number;
  /**
   * What it was fitted on; `correctedOn`, the held-out answers its weights were then corrected and its threshold
   * checked on (answers to documents nobody tuned the rules on, decision 49).
   */
  fittedOn: { answers: number; sets: string[]; inputsSha256: string; correctedOn?: { answers: number; right: number; documents: number } };
  /**
   * Whether a "not found" stands where retrieval found passages that speak of the question but no rule read an
   * answer from them (decision 52): a logistic model of the chance it is right, and the chance below which the best
   * passage goes to review instead. Absent, every such "not found" stands.
   */
  notFound?: NotFoundModel;
}

export interface NotFoundModel {
  features: string[];
  weights: number[];
  bias: number;
  /** A "not found" whose chance of being right is below this gives its best passage for review. */
  keepAbove: number;
  fittedOn: { notFound: number; right: number; documents: number };
}

export const CALIBRATION_MODEL_URL = new URL('../../../models/answer-calibration.json', import.meta.url);

let loaded: CalibrationModel | null = null;

/** The committed model, read once. A model fitted on other features than the engine's is refused: retrain. */
export function calibrationModel(): CalibrationModel {
  if (loaded) return loaded;
  const model = JSON.parse(readFileSync(CALIBRATION_MODEL_URL, 'utf8')) as CalibrationModel;
  const fits =
    Array.isArray(model.features) &&
    model.features.join('\n') === EVIDENCE_FEATURES.join('\n') &&
    Array.isArray(model.weights) &&
    model.weights.length === EVIDENCE_FEATURES.length &&
    model.weights.every(Number.isFinite) &&
    Number.isFinite(model.bias) &&
    model.reviewBelow >= 0 &&
    model.reviewBelow <= 1 &&
    (model.notFound === undefined ||
      (model.notFound.features.join('\n') === NOT_FOUND_FEATURES.join('\n') &&
        model.notFound.weights.length === NOT_FOUND_FEATURES.length &&
        model.notFound.weights.every(Number.isFinite) &&
        Number.isFinite(model.notFound.bias) &&
        model.notFound.keepAbove >= 0 &&
        model.notFound.keepAbove <= 1));
  if (!fits) {
    throw new Error('The answer calibration was fitted on other features than the engine computes: run `npm run train`.');
  }
  return (loaded = model);
}


/** The chance, as fitted, that an answer with this evidence is right. */
export function calibratedConfidence(evidence: AnswerEvidence, model = calibrationModel()): number {
  return roundedChance(denseLogOdds(model.bias, model.weights, evidenceFeatures(evidence)));
}

/** The chance, as fitted, that a "not found" with this evidence is right (the document does not address the question). */
export function notFoundChance(evidence: NotFoundEvidence, model: NotFoundModel): number {
  return roundedChance(denseLogOdds(model.bias, model.weights, notFoundFeatures(evidence)));
}

/** The passage of an answer not asserted, for the lawyer to review: no answer, no value, its verified citations. */
export const forReview = (given: Answer, confidence: number): Answer => ({
  questionId: given.questionId,
  status: 'needs_review',
  answer: null,
  confidence,
  citations: given.citations.filter((citation) => citation.verified),
  engine: given.engine,
});

/**
 * An answer the rules reached is asserted only when its calibrated confidence reaches the fitted threshold, and a
 * "No" read from a sentence that carves an exception out of a prohibition ("shall not … other than …") never is:
 * the exception may be the very thing asked. Otherwise the lawyer gets the passage to review, not an answer.
 */
export function assertOrReview(given: Answer, evidence: AnswerEvidence, model = calibrationModel()): Answer {
  const confidence = calibratedConfidence(evidence, model);
  const unsafeNo = evidence.negated && evidence.exception && !evidence.conditioned;
  // A threshold of 1 asserts nothing (the fitting's "no safe threshold"), though a confidence rounded to three places
  // may read 1.
  return model.reviewBelow < 1 && confidence >= model.reviewBelow && !unsafeNo ? { ...given, confidence } : forReview(given, confidence);
}
