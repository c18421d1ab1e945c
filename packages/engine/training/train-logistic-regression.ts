import * as tf from '@tensorflow/tfjs-core';
import '@tensorflow/tfjs-backend-wasm';
import type { SparseFeatures } from '../src/answers/learned/text-features.ts';
import { seededRandom } from '../src/seeded-random.ts';

/**
 * One training example: its features and, for each of the model's outputs, 1 (of the class), 0 (not of it) or
 * null (unknown: the example teaches that output nothing).
 */
export interface TrainingExample {
  features: SparseFeatures;
  targets: (number | null)[];
}

export interface LogisticRegressionOptions {
  epochs: number;
  batchSize: number;
  learningRate: number;
  /** L2 penalty on the weights of the features each batch uses. */
  l2: number;
  /** Seeds the order examples are visited in; the same seed and examples give the same weights. */
  seed: number;
}

/** Trained one-vs-rest models: a bias per output and, per feature bucket seen in training, a weight per output. */
export interface TrainedLogisticRegression {
  biases: number[];
  /** Feature buckets in ascending order. */
  buckets: number[];
  /** `weights[output][i]` is the weight of `buckets[i]` for that output. */
  weights: Float32Array[];
}


function shuffled(count: number, random: () => number): number[] {
  const order = Array.from({ length: count }, (_, i) => i);
  for (let i = count - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}

let backendReady: Promise<boolean> | undefined;

const ADAM = { beta1: 0.9, beta2: 0.999, epsilon: 1e-8 };

/**
 * Logistic regression, one sigmoid output per class (one-vs-rest), trained by mini-batch Adam on the cross-entropy
 * plus an L2 penalty. TensorFlow.js's WebAssembly backend (its binary ships in the npm package) does each batch's
 * arithmetic on a dense matrix of the batch's examples over only the feature buckets that batch uses: never a
 * matrix of all examples or of all 2^hashBits buckets. The pure-JS CPU backend multiplies about ten times slower,
 * and one big weight variable read by `tf.gather` is out: the CPU gradient of a gather loops over every row of the
 * variable for every batch, and tfjs-core's node bundle registers no gradients, hence the closed-form gradient
 * below. Adam's update is applied to the rows the batch used ("lazy" Adam, as for sparse embeddings). Weights start at zero and
 * biases at each class's log-odds, so nothing but the seeded order depends on chance, and that is fixed.
 */
export async function trainLogisticRegression(
  examples: TrainingExample[],
  outputs: number,
  options: LogisticRegressionOptions,
): Promise<TrainedLogisticRegression> {
  if (examples.length === 0) throw new Error('No examples to train on');
  if (examples.some((example) => example.targets.length !== outputs)) throw new Error(`Every example needs ${outputs} targets`);
  backendReady ??= tf.setBackend('wasm');
  await backendReady;

  const buckets = [...new Set(examples.flatMap((example) => [...example.features.indices]))].sort((a, b) => a - b);
  const rowOf = new Map(buckets.map((bucket, i) => [bucket, i]));
  const weights = new Float32Array(buckets.length * outputs);
  const firstMoment = new Float32Array(weights.length);
  const secondMoment = new Float32Array(weights.length);
  const biases = Float32Array.from({ length: outputs }, (_, k) => {
    const positives = examples.filter((example) => example.targets[k] === 1).length;
    const labelled = examples.filter((example) => example.targets[k] !== null).length;
    const share = Math.min(Math.max(positives / Math.max(labelled, 1), 1e-4), 1 - 1e-4);
    return Math.log(share / (1 - share));
  });
  const biasFirstMoment = new Float32Array(outputs);
  const biasSecondMoment = new Float32Array(outputs);
  const random = seededRandom(options.seed);
  let step = 0;

  const adam = (parameters: Float32Array, first: Float32Array, second: Float32Array, at: number, gradient: number) => {
    first[at] = ADAM.beta1 * first[at]! + (1 - ADAM.beta1) * gradient;
    second[at] = ADAM.beta2 * second[at]! + (1 - ADAM.beta2) * gradient * gradient;
    const corrected = first[at]! / (1 - ADAM.beta1 ** step);
    const scale = Math.sqrt(second[at]! / (1 - ADAM.beta2 ** step)) + ADAM.epsilon;
    parameters[at] = parameters[at]! - (options.learningRate * corrected) / scale;
  };

  for (let epoch = 0; epoch < options.epochs; epoch++) {
    const order = shuffled(examples.length, random);
    for (let start = 0; start < order.length; start += options.batchSize) {
      const batch = order.slice(start, start + options.batchSize).map((i) => examples[i]!);
      const used = [...new Set(batch.flatMap((example) => [...example.features.indices]))].sort((a, b) => a - b);
      const column = new Map(used.map((bucket, i) => [bucket, i]));
      // The batch's examples as rows, and again as columns: a transposed product is many times slower than a plain one.
      const inputs = new Float32Array(batch.length * used.length);
      const inputsByBucket = new Float32Array(used.length * batch.length);
      batch.forEach((example, b) => {
        example.features.indices.forEach((bucket, i) => {
          const u = column.get(bucket)!;
          inputs[b * used.length + u] = example.features.values[i]!;
          inputsByBucket[u * batch.length + b] = example.features.values[i]!;
        });
      });
      const usedWeights = new Float32Array(used.length * outputs);
      used.forEach((bucket, u) => usedWeights.set(weights.subarray(rowOf.get(bucket)! * outputs, (rowOf.get(bucket)! + 1) * outputs), u * outputs));
      // The gradient of the mean (over the batch) of the summed cross-entropies, in closed form: (σ(XW + b) − y) / B
      // (zero where the target is unknown) through X for the weights, summed for the biases, plus the L2 penalty's 2·l2·W / B.
      const gradients = tf.tidy(() => {
        const x = tf.tensor2d(inputs, [batch.length, used.length]);
        const w = tf.tensor2d(usedWeights, [used.length, outputs]);
        const targets = tf.tensor2d(batch.flatMap((example) => example.targets.map((target) => target ?? 0)), [batch.length, outputs]);
        const known = tf.tensor2d(batch.flatMap((example) => example.targets.map((target) => (target === null ? 0 : 1))), [batch.length, outputs]);
        const errors = tf.div(tf.mul(tf.sub(tf.sigmoid(tf.add(tf.matMul(x, w), tf.tensor1d(biases))), targets), known), batch.length);
        const weightGradient = tf.add(tf.matMul(tf.tensor2d(inputsByBucket, [used.length, batch.length]), errors), tf.mul(w, (2 * options.l2) / batch.length));
        return [weightGradient, tf.sum(errors, 0)];
      });
      // Read outside `tidy`, which would walk every number of a typed array it is handed back.
      const [weightGradient, biasGradient] = gradients.map((gradient) => gradient.dataSync() as Float32Array);
      tf.dispose(gradients);
      step++;
      used.forEach((bucket, u) => {
        const row = rowOf.get(bucket)! * outputs;
        for (let k = 0; k < outputs; k++) adam(weights, firstMoment, secondMoment, row + k, weightGradient![u * outputs + k]!);
      });
      for (let k = 0; k < outputs; k++) adam(biases, biasFirstMoment, biasSecondMoment, k, biasGradient![k]!);
    }
  }
  return {
    biases: [...biases],
    buckets,
    weights: Array.from({ length: outputs }, (_, k) => Float32Array.from(buckets, (_, i) => weights[i * outputs + k]!)),
  };
}
