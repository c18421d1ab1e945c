import { createHash } from 'node:crypto';
import { EVIDENCE_FEATURES, evidenceFeatures, type AnswerEvidence } from './answer-evidence.ts';
import { calibratedConfidence, type CalibrationModel } from './answer-calibration.ts';
import { sigmoid } from '../learned/linear-model.ts';

/** One answer the engine would give, judged: its evidence, and whether it was right. */
export interface CalibrationSample {
  set: string;
  evidence: AnswerEvidence;
  right: boolean;
}

export interface CalibrationFitOptions {
  /** The highest share of wrong answers allowed among those asserted, on the samples fitted. */
  maxWrongShare: number;
  /** L2 penalty: with few samples of a path, its weight stays near the others' rather than at ±∞. */
  l2?: number;
}


/**
 * Fits the calibration by Newton's method on the penalised log-likelihood: exact and deterministic (no learning
 * rate, no shuffling), so the same samples give the same weights byte for byte. A model of ~40 features over a few
 * thousand answers is solved in a few iterations of a 41×41 system.
 */
export function fitCalibration(samples: CalibrationSample[], { maxWrongShare, l2 = 1 }: CalibrationFitOptions): CalibrationModel {
  if (samples.length === 0) throw new Error('No answers to fit the calibration on.');
  const rows = samples.map((sample) => [1, ...evidenceFeatures(sample.evidence)]);
  const labels = samples.map((sample) => (sample.right ? 1 : 0));
  const size = rows[0]!.length;
  let beta = new Array<number>(size).fill(0);
  for (let iteration = 0; iteration < 50; iteration += 1) {
    const gradient = beta.map((b, j) => (j === 0 ? 0 : -l2 * b));
    const hessian = Array.from({ length: size }, (_, i) => Array.from({ length: size }, (_, j) => (i === j && i > 0 ? -l2 : 0)));
    rows.forEach((row, n) => {
      const p = sigmoid(row.reduce((sum, x, j) => sum + x * beta[j]!, 0));
      const w = p * (1 - p);
      for (let i = 0; i < size; i += 1) {
        if (row[i] === 0) continue;
        gradient[i]! += (labels[n]! - p) * row[i]!;
        for (let j = 0; j < size; j += 1) if (row[j] !== 0) hessian[i]![j]! -= w * row[i]! * row[j]!;
      }
    });
    const step = solve(hessian, gradient);
    beta = beta.map((b, j) => b - step[j]!);
    if (Math.max(...step.map(Math.abs)) < 1e-9) break;
  }
  const rounded = beta.map((b) => Math.round(b * 1e6) / 1e6);
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
  return { ...model, reviewBelow: reviewThreshold(samples, model, maxWrongShare) };
}

/**
 * The lowest confidence at which the answers asserted keep their wrong share within the limit, on the samples:
 * answers are taken from the most confident down, and the threshold stops before the share is exceeded.
 */
function reviewThreshold(samples: CalibrationSample[], model: CalibrationModel, maxWrongShare: number): number {
  const scored = samples.map((sample) => ({ p: calibratedConfidence(sample.evidence, model), right: sample.right })).sort((a, b) => b.p - a.p);
  let threshold = 1;
  let wrong = 0;
  for (let i = 0; i < scored.length; ) {
    // Answers of equal confidence are asserted together or not at all.
    let j = i;
    while (j < scored.length && scored[j]!.p === scored[i]!.p) wrong += scored[j++]!.right ? 0 : 1;
    if (wrong / j > maxWrongShare) break;
    threshold = scored[i]!.p;
    i = j;
  }
  return threshold;
}

/** Gaussian elimination with partial pivoting: H·x = g. */
function solve(matrix: number[][], vector: number[]): number[] {
  const n = vector.length;
  const a = matrix.map((row, i) => [...row, vector[i]!]);
  for (let col = 0; col < n; col += 1) {
    let pivot = col;
    for (let row = col + 1; row < n; row += 1) if (Math.abs(a[row]![col]!) > Math.abs(a[pivot]![col]!)) pivot = row;
    [a[col], a[pivot]] = [a[pivot]!, a[col]!];
    const lead = a[col]![col]!;
    if (Math.abs(lead) < 1e-12) continue;
    for (let row = 0; row < n; row += 1) {
      if (row === col) continue;
      const factor = a[row]![col]! / lead;
      if (factor !== 0) for (let k = col; k <= n; k += 1) a[row]![k]! -= factor * a[col]![k]!;
    }
  }
  return a.map((row, i) => (Math.abs(row[i]!) < 1e-12 ? 0 : row[n]! / row[i]!));
}
