import { createHash } from 'node:crypto';
import { EVIDENCE_FEATURES, evidenceFeatures, type AnswerEvidence } from './answer-evidence.ts';
import { calibratedConfidence, type CalibrationModel } from './answer-calibration.ts';
import { fitDenseLogistic, lowestSafeScore } from '../learned/fit-dense-logistic.ts';

/** One answer the engine would give, judged: its evidence, and whether it was right. */
export interface CalibrationSample {
  set: string;
  evidence: AnswerEvidence;
  right: boolean;
}

export interface CalibrationFitOptions {
  /** The highest share of wrong answers allowed among those asserted, on the samples fitted. */
  maxWrongShare: number;
  /** The least confident answers asserted, a run of this many, must keep within their own limit too. */
  margin?: { size: number; maxWrongShare: number };
  /** L2 penalty: with few samples of a path, its weight stays near the others' rather than at ±∞. */
  l2?: number;
}


/**
 * Fits the calibration by Newton's method on the penalised log-likelihood: exact and deterministic (no learning
 * rate, no shuffling), so the same samples give the same weights byte for byte. A model of ~40 features over a few
 * thousand answers is solved in a few iterations of a 41×41 system.
 */
export function fitCalibration(samples: CalibrationSample[], { maxWrongShare, margin, l2 = 1 }: CalibrationFitOptions): CalibrationModel {
  if (samples.length === 0) throw new Error('No answers to fit the calibration on.');
  const rows = samples.map((sample) => [1, ...evidenceFeatures(sample.evidence)]);
  const labels = samples.map((sample) => (sample.right ? 1 : 0));
  const rounded = fitDenseLogistic(rows, labels, l2);
  const model: CalibrationModel = {
    version: 1,
    features: [...EVIDENCE_FEATURES],
    weights: rounded.slice(1),
    bias: rounded[0]!,
    reviewBelow: 1,
    fittedOn: {
      answers: samples.length,
      sets: [...new Set(samples.map((sample) => sample.set))].sort(),
      // Of what the model was fitted on, not of the evidence's JSON, which writes an infinite count (an answer from
      // the preamble holds every word of its question) as null.
      inputsSha256: createHash('sha256').update(JSON.stringify(samples.map((sample, n) => [sample.set, rows[n], sample.right]))).digest('hex'),
    },
  };
  return { ...model, reviewBelow: reviewThreshold(samples, model, maxWrongShare, margin) };
}

/**
 * The lowest confidence at which the answers asserted keep their wrong share within the limit, on the samples:
 * answers are taken from the most confident down, and the threshold stops before the share, or the margin's share
 * over the last run of answers, is exceeded.
 */
const reviewThreshold = (samples: CalibrationSample[], model: CalibrationModel, maxWrongShare: number, margin: CalibrationFitOptions['margin']): number =>
  lowestSafeScore(samples.map((sample) => ({ score: calibratedConfidence(sample.evidence, model), right: sample.right })), maxWrongShare, { margin });
