import { describe, expect, it } from 'vitest';
import { linearProbability, loadLinearModel, sigmoid } from '../src/answers/learned/linear-model.ts';
import { textFeatures } from '../src/answers/learned/text-features.ts';
import { storeLinearModel } from './store-linear-model.ts';
import { trainLogisticRegression } from './train-logistic-regression.ts';

const LAW = ['This Agreement is governed by the laws of England.', 'The laws of Ireland govern this Agreement.', 'Governed by and construed under the laws of New York.'];
const ASSIGNMENT = ['Neither party may assign this Agreement without consent.', 'The Licensee shall not assign or transfer its rights.', 'No assignment without the prior written consent of the other party.'];
const OTHER = ['The Supplier shall deliver the goods on time.', 'Invoices are payable within thirty days.', 'The Customer shall keep the premises in good repair.'];

const examples = [
  ...LAW.map((text) => ({ features: textFeatures(text), targets: [1, 0] })),
  ...ASSIGNMENT.map((text) => ({ features: textFeatures(text), targets: [0, 1] })),
  ...OTHER.map((text) => ({ features: textFeatures(text), targets: [0, 0] })),
];
const options = { epochs: 25, batchSize: 4, learningRate: 0.1, l2: 1e-4, seed: 7 };

describe('trainLogisticRegression', () => {
  it('gives the same weights on every run', async () => {
    const first = await trainLogisticRegression(examples, 2, options);
    const second = await trainLogisticRegression(examples, 2, options);
    expect(second).toEqual(first);
    const stored = (trained: typeof first) => JSON.stringify([0, 1].map((k) => storeLinearModel(trained.biases[k]!, trained.buckets, trained.weights[k]!, 100)));
    expect(stored(second)).toBe(stored(first));
  });

  it('learns each class, one vs the rest, and scores the same once stored as the engine reads it', async () => {
    const trained = await trainLogisticRegression(examples, 2, options);
    const [law, assignment] = [0, 1].map((k) => loadLinearModel(storeLinearModel(trained.biases[k]!, trained.buckets, trained.weights[k]!, 10_000)));
    const unseen = textFeatures('This Agreement shall be governed by the laws of Scotland.');
    expect(linearProbability(law!, unseen)).toBeGreaterThan(0.7);
    expect(linearProbability(assignment!, unseen)).toBeLessThan(0.3);
    // The trainer's own weights and the stored ones (rounded to four decimals) give the same probability.
    const direct = sigmoid(trained.biases[0]! + [...unseen.indices].reduce((sum, bucket, i) => {
      const row = trained.buckets.indexOf(bucket);
      return sum + (row === -1 ? 0 : trained.weights[0]![row]! * unseen.values[i]!);
    }, 0));
    expect(linearProbability(law!, unseen)).toBeCloseTo(direct, 3);
  });

  it('learns nothing for an output from an example whose target for it is unknown', async () => {
    const unknown = Array.from({ length: 6 }, () => ({ features: textFeatures('governed by the laws of England'), targets: [null, 0] }));
    const trained = await trainLogisticRegression([...examples, ...unknown], 2, options);
    const withoutUnknown = await trainLogisticRegression(examples, 2, options);
    const law = (model: typeof trained) => loadLinearModel(storeLinearModel(model.biases[0]!, model.buckets, model.weights[0]!, 10_000));
    const sentence = textFeatures('This Agreement shall be governed by the laws of Scotland.');
    expect(linearProbability(law(trained), sentence)).toBeGreaterThan(0.7);
    expect(linearProbability(law(trained), sentence)).toBeCloseTo(linearProbability(law(withoutUnknown), sentence), 1);
  });

  it('refuses examples without a target for every output', async () => {
    await expect(trainLogisticRegression([{ features: textFeatures('a'), targets: [1] }], 2, options)).rejects.toThrow('Every example needs 2 targets');
  });
});
