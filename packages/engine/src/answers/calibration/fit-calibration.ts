import { createHash } from 'node:crypto';
import { EVIDENCE_FEATURES, evidenceFeatures, type AnswerEvidence } from './answer-evidence.ts';
import { calibratedConfidence, type CalibrationModel } from './answer-calibration.ts';
import { correctOnHeldOut, fitDenseLogistic, lowestSafeScore } from '../learned/fit-dense-logistic.ts';

/** One answer the engine would give, judged: its evidence, and whether it was right. */
export interface CalibrationSample {
  set: string;
  /** The document answered: the held-out answers are read out of fold by document. */
  document?: string;
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
 * answers are taken from the most confident down, and the threshold stops before the share (judged over sets of at
 * least the margin's run), or the margin's share over the last run of answers, is exceeded.
 */
const reviewThreshold = (samples: CalibrationSample[], model: CalibrationModel, maxWrongShare: number, margin: CalibrationFitOptions['margin']): number =>
  lowestSafeScore(
    samples.map((sample) => ({ score: calibratedConfidence(sample.evidence, model), right: sample.right })),
    maxWrongShare,
    // Sets smaller than the margin's run are no evidence of a rate: one wrong answer among the first few must not stop
    // the walk (decision 53).
    { margin, judgedFrom: margin?.size ?? 1 },
  );

export interface HeldOutCorrection {
  /** The highest share of wrong answers allowed among those asserted, read out of fold on the held-out answers. */
  maxWrongShare: number;
  /** No threshold from the held-out answers unless at least this many would be asserted. */
  atLeast: number;
  /** How strongly the correction is pulled towards none: the held-out answers are a few hundred. */
  l2: number;
}

/**
 * The model fitted on the tuning parts, corrected on answers to documents nobody tuned the rules or the weights on
 * (decision 49). The held-out answers move each weight from its tuning value (a penalised logistic fit of the
 * difference, so a way of answering they barely show keeps its tuning weight). The threshold is then the higher of
 * the tuning parts' (every prefix, with its margin) and the held-out answers' read out of fold, each document's
 * answers scored by a correction fitted without it: the largest set of the most confident within their limit.
 */
export function recalibrateOnHeldOut(
  model: CalibrationModel,
  fitted: CalibrationSample[],
  heldOut: CalibrationSample[],
  options: CalibrationFitOptions & { heldOut: HeldOutCorrection },
): CalibrationModel {
  if (heldOut.length === 0) throw new Error('No held-out answers to correct the calibration on.');
  const { l2, maxWrongShare, atLeast } = options.heldOut;
  const rows = heldOut.map((sample) => ({ features: evidenceFeatures(sample.evidence), right: sample.right, group: sample.document ?? '' }));
  const { weights: [bias, ...weights], outOfFold } = correctOnHeldOut([model.bias, ...model.weights], rows, l2);
  const onHeldOut = lowestSafeScore(outOfFold, maxWrongShare, { everyPrefix: false, atLeast });
  const documents = new Set(rows.map((row) => row.group)).size;
  const final: CalibrationModel = {
    ...model,
    bias: bias!,
    weights,
    fittedOn: { ...model.fittedOn, correctedOn: { answers: heldOut.length, right: heldOut.filter((sample) => sample.right).length, documents } },
  };
  const onFitted = reviewThreshold(fitted, final, options.maxWrongShare, options.margin);
  return { ...final, reviewBelow: Math.max(onFitted, onHeldOut) };
}
