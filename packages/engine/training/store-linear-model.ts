import type { StoredLinearModel } from '../src/answers/learned/linear-model.ts';

/** Weights are stored to four decimals: finer steps change no probability a lawyer would see. */
const round = (value: number) => Math.round(value * 1e4) / 1e4 || 0;

/**
 * One output of a trained model as the weights file stores it: the `maxWeights` weights largest in magnitude (ties
 * to the lower bucket, so the choice is repeatable), rounded, zeros dropped, buckets ascending as gaps.
 */
export function storeLinearModel(bias: number, buckets: number[], weights: Float32Array, maxWeights: number): StoredLinearModel {
  const kept = buckets
    .map((bucket, i) => ({ bucket, weight: round(weights[i]!) }))
    .filter((entry) => entry.weight !== 0)
    .sort((a, b) => Math.abs(b.weight) - Math.abs(a.weight) || a.bucket - b.bucket)
    .slice(0, maxWeights)
    .sort((a, b) => a.bucket - b.bucket);
  return {
    bias: round(bias),
    indexGaps: kept.map((entry, i) => entry.bucket - (i === 0 ? 0 : kept[i - 1]!.bucket)),
    weights: kept.map((entry) => entry.weight),
  };
}
