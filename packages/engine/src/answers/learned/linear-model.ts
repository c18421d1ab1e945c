import type { SparseFeatures } from './text-features.ts';

/**
 * A binary logistic-regression model as the weights files store it: the bias and the non-zero weights of the
 * hashed feature buckets, bucket indices as gaps from the previous one (ascending), so the files stay small.
 */
export interface StoredLinearModel {
  bias: number;
  indexGaps: number[];
  weights: number[];
}

/** A model ready to score: its buckets ascending and their weights, as typed arrays (quick to build, small). */
export interface LinearModel {
  bias: number;
  buckets: Int32Array;
  weights: Float32Array;
}

export function loadLinearModel(stored: StoredLinearModel): LinearModel {
  if (stored.indexGaps.length !== stored.weights.length) throw new Error('A stored model has as many index gaps as weights');
  const buckets = new Int32Array(stored.indexGaps.length);
  let bucket = 0;
  stored.indexGaps.forEach((gap, i) => {
    bucket += gap;
    buckets[i] = bucket;
  });
  return { bias: stored.bias, buckets, weights: Float32Array.from(stored.weights) };
}

/**
 * The model's log-odds for the features. Both lists are ascending: each feature's bucket is found by binary search
 * after the previous one's, a few dozen features against a few thousand weights.
 */
function linearScore(model: LinearModel, features: SparseFeatures): number {
  let score = model.bias;
  let low = 0;
  for (let i = 0; i < features.indices.length; i++) {
    const bucket = features.indices[i]!;
    let high = model.buckets.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (model.buckets[middle]! < bucket) low = middle + 1;
      else high = middle;
    }
    if (low === model.buckets.length) break;
    if (model.buckets[low] === bucket) score += model.weights[low]! * features.values[i]!;
  }
  return score;
}

export const sigmoid = (score: number) => 1 / (1 + Math.exp(-score));

/** A dense model's log-odds: its bias, then each feature by its weight. */
export function denseLogOdds(bias: number, weights: readonly number[], features: readonly number[]): number {
  let z = bias;
  for (let i = 0; i < features.length; i += 1) z += features[i]! * weights[i]!;
  return z;
}

/** A chance to the three places confidences are given and thresholds read at. */
export const roundedChance = (logOdds: number) => Math.round(sigmoid(logOdds) * 1000) / 1000;

/** The model's probability that the features' text is of its class. */
export function linearProbability(model: LinearModel, features: SparseFeatures): number {
  return sigmoid(linearScore(model, features));
}

/** A committee's probability: the mean of its models' (decision 62). */
export function meanProbability(models: readonly LinearModel[], features: SparseFeatures): number {
  let sum = 0;
  for (const model of models) sum += linearProbability(model, features);
  return sum / models.length;
}
