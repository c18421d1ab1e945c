import { denseLogOdds, roundedChance, sigmoid } from './linear-model.ts';

/**
 * A logistic model of a few dense features, fitted by Newton's method on the penalised log-likelihood: exact and
 * deterministic (no learning rate, no shuffling), so the same rows give the same weights byte for byte. Each row
 * starts with its constant 1 (the bias, not penalised); the weights are rounded to six places. With `offsets`, each
 * row's log-odds start from its offset: the weights found are then a correction to a model that gave the offsets,
 * and the penalty pulls them towards no correction.
 */
export function fitDenseLogistic(rows: number[][], labels: number[], l2: number, offsets?: readonly number[]): number[] {
  if (rows.length === 0) throw new Error('No rows to fit a logistic model on.');
  const size = rows[0]!.length;
  let beta = new Array<number>(size).fill(0);
  for (let iteration = 0; iteration < 50; iteration += 1) {
    const gradient = beta.map((b, j) => (j === 0 ? 0 : -l2 * b));
    const hessian = Array.from({ length: size }, (_, i) => Array.from({ length: size }, (_, j) => (i === j && i > 0 ? -l2 : 0)));
    rows.forEach((row, n) => {
      const p = sigmoid(row.reduce((sum, x, j) => sum + x * beta[j]!, offsets?.[n] ?? 0));
      const w = p * (1 - p);
      for (let i = 0; i < size; i += 1) {
        if (row[i] === 0) continue;
        gradient[i]! += (labels[n]! - p) * row[i]!;
        for (let j = 0; j < size; j += 1) if (row[j] !== 0) hessian[i]![j]! -= w * row[i]! * row[j]!;
      }
    });
    const step = solve(hessian, gradient);
    // Damped: a full Newton step can overshoot where a feature nearly separates the labels, and the weights then
    // run off to ±30 and beyond. The step is halved until the penalised likelihood rises, as it must near the optimum.
    const before = objective(beta);
    let scale = 1;
    let next = beta.map((b, j) => b - step[j]!);
    while (objective(next) < before - 1e-12 && scale > 1e-6) {
      scale /= 2;
      next = beta.map((b, j) => b - scale * step[j]!);
    }
    beta = next;
    if (scale * Math.max(...step.map(Math.abs)) < 1e-9) break;
  }
  return beta.map((b) => Math.round(b * 1e6) / 1e6);

  /** The penalised log-likelihood of the weights (the bias unpenalised), which Newton's method climbs. */
  function objective(weights: number[]): number {
    let total = -0.5 * l2 * weights.reduce((sum, b, j) => sum + (j === 0 ? 0 : b * b), 0);
    rows.forEach((row, n) => {
      const z = row.reduce((sum, x, j) => sum + x * weights[j]!, offsets?.[n] ?? 0);
      // log(1 + e^z), computed without overflow for large |z|.
      const softplus = z > 0 ? z + Math.log1p(Math.exp(-z)) : Math.log1p(Math.exp(z));
      total += labels[n]! * z - softplus;
    });
    return total;
  }
}

/** A held-out answer a correction is fitted on: its features, whether it was right, and the document it is read out of fold by. */
export interface HeldOutRow {
  features: readonly number[];
  right: boolean;
  group: string;
}

/**
 * A correction to a dense model (`base`: the bias, then the weights) fitted on held-out rows, each row's log-odds
 * starting from the model's, so the penalty pulls towards no correction. Gives the corrected weights (bias first,
 * rounded to six places) and each held-out row scored out of fold by its group: by a correction fitted without that
 * group's rows (groups in sorted order, rows in their order). Deterministic, as `fitDenseLogistic` is.
 */
export function correctOnHeldOut(base: readonly number[], heldOut: readonly HeldOutRow[], l2: number): { weights: number[]; outOfFold: { score: number; right: boolean }[] } {
  const [bias, ...weights] = base as [number, ...number[]];
  const correct = (rows: readonly HeldOutRow[]) => {
    const delta = fitDenseLogistic(
      rows.map((row) => [1, ...row.features]),
      rows.map((row) => (row.right ? 1 : 0)),
      l2,
      rows.map((row) => denseLogOdds(bias, weights, row.features)),
    );
    return base.map((weight, j) => Math.round((weight + delta[j]!) * 1e6) / 1e6);
  };
  const groups = [...new Set(heldOut.map((row) => row.group))].sort();
  const outOfFold = groups.flatMap((group) => {
    const [foldBias, ...foldWeights] = correct(heldOut.filter((row) => row.group !== group)) as [number, ...number[]];
    return heldOut.filter((row) => row.group === group).map((row) => ({ score: roundedChance(denseLogOdds(foldBias, foldWeights, row.features)), right: row.right }));
  });
  return { weights: correct(heldOut), outOfFold };
}

export interface SafeScoreOptions {
  /** No threshold (1) unless at least this many predictions would be asserted: a handful of lucky ones sets none. */
  atLeast?: number;
  /**
   * true: every set of the most confident predictions must keep within the limit, so the walk stops at the first
   * that does not (the answer calibration's rule). false: the largest such set whose wrong share is within it.
   */
  everyPrefix?: boolean;
  /**
   * The least confident of those asserted must be right too, not only all of them together: every run of this many
   * consecutive predictions (by score) keeps within its own limit. Many easy predictions asserted far above the
   * threshold otherwise let it sink to where one in ten is wrong.
   */
  margin?: { size: number; maxWrongShare: number };
  /**
   * With `everyPrefix`, the sets smaller than this do not stop the walk when they exceed the limit (one wrong answer
   * among the 42 most confident is 2.4%, no evidence of a rate): they set no threshold, and the walk goes on to the
   * larger sets, which are judged. Default 1: every set judged.
   */
  judgedFrom?: number;
}

/**
 * The lowest score at which the predictions asserted keep their wrong share within the limit: predictions are taken
 * from the highest score down, those of equal score together. 1 when even the highest are too often wrong (nothing
 * asserted below certainty).
 */
export function lowestSafeScore(
  scored: { score: number; right: boolean }[],
  maxWrongShare: number,
  { atLeast = 1, everyPrefix = true, margin, judgedFrom = 1 }: SafeScoreOptions = {},
): number {
  const sorted = [...scored].sort((a, b) => b.score - a.score);
  const wrongBefore = [0];
  for (const prediction of sorted) wrongBefore.push(wrongBefore.at(-1)! + (prediction.right ? 0 : 1));
  /** Whether the run of `margin.size` predictions ending before j keeps within the margin's limit. */
  const marginHolds = (j: number) => !margin || j < margin.size || (wrongBefore[j]! - wrongBefore[j - margin.size]!) / margin.size <= margin.maxWrongShare;
  let threshold = 1;
  let asserted = 0;
  let wrong = 0;
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j < sorted.length && sorted[j]!.score === sorted[i]!.score) wrong += sorted[j++]!.right ? 0 : 1;
    if (wrong / j <= maxWrongShare && marginHolds(j)) {
      threshold = sorted[i]!.score;
      asserted = j;
    } else if (everyPrefix && j >= judgedFrom) break;
    i = j;
  }
  return asserted >= atLeast ? threshold : 1;
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
