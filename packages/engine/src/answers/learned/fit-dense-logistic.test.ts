import { describe, expect, it } from 'vitest';
import { sigmoid } from './linear-model.ts';
import { fitDenseLogistic, lowestSafeScore } from './fit-dense-logistic.ts';

describe('fitDenseLogistic', () => {
  it('recovers the log-odds of a feature that decides the outcome three times in four', () => {
    // x = 1: right 3 times in 4; x = -1: right 1 time in 4. The fitted log-odds at x are ±ln 3.
    const rows = [...Array.from({ length: 40 }, () => [1, 1]), ...Array.from({ length: 40 }, () => [1, -1])];
    const labels = [...Array.from({ length: 40 }, (_, i) => (i % 4 === 0 ? 0 : 1)), ...Array.from({ length: 40 }, (_, i) => (i % 4 === 0 ? 1 : 0))];
    const [bias, weight] = fitDenseLogistic(rows, labels, 0);
    expect(bias).toBeCloseTo(0, 5);
    expect(sigmoid(bias! + weight!)).toBeCloseTo(0.75, 5);
  });

  it('stays finite and at the optimum where a feature nearly separates the labels and the penalty is light', () => {
    // The second feature is on for 30 answers, all right but one; the third for 30 answers, all wrong but one. A full
    // Newton step from zero overshoots such a fit; the damped one settles where the penalised gradient is nil.
    const rows = [...Array.from({ length: 30 }, () => [1, 1, 0]), ...Array.from({ length: 30 }, () => [1, 0, 1]), ...Array.from({ length: 40 }, () => [1, 0, 0])];
    const labels = [...rows.slice(0, 30).map((_, i) => (i === 0 ? 0 : 1)), ...rows.slice(30, 60).map((_, i) => (i === 0 ? 1 : 0)), ...rows.slice(60).map((_, i) => i % 2)];
    const offsets = rows.map((_, n) => (n < 30 ? -6 : n < 60 ? 6 : 0));
    const l2 = 0.5;
    const beta = fitDenseLogistic(rows, labels, l2, offsets);
    expect(beta.every((b) => Math.abs(b) < 20)).toBe(true);
    for (let j = 0; j < beta.length; j += 1) {
      const gradient = rows.reduce((sum, row, n) => sum + (labels[n]! - sigmoid(row.reduce((z, x, k) => z + x * beta[k]!, offsets[n]!))) * row[j]!, 0) - (j === 0 ? 0 : l2 * beta[j]!);
      expect(Math.abs(gradient)).toBeLessThan(1e-3);
    }
  });

  it('refuses to fit nothing', () => {
    expect(() => fitDenseLogistic([], [], 1)).toThrow('No rows');
  });
});

describe('lowestSafeScore', () => {
  // Ten right at 0.9, one wrong at 0.8, then ten right at 0.7 and five wrong at 0.2.
  const scored = [
    ...Array.from({ length: 10 }, () => ({ score: 0.9, right: true })),
    { score: 0.8, right: false },
    ...Array.from({ length: 10 }, () => ({ score: 0.7, right: true })),
    ...Array.from({ length: 5 }, () => ({ score: 0.2, right: false })),
  ];

  it('with every prefix held to the limit, stops at the first set of predictions that exceeds it', () => {
    expect(lowestSafeScore(scored, 0.05)).toBe(0.9);
  });

  it('does not stop at a set smaller than `judgedFrom` that exceeds the limit: the larger sets are judged', () => {
    // At 0.8: 1 wrong of 11 (9%), too few to judge; at 0.7: 1 of 21 (4.8%), within; at 0.2: 6 of 26, judged, stops.
    expect(lowestSafeScore(scored, 0.05, { judgedFrom: 20 })).toBe(0.7);
    // Judged from the first, as before: the walk stops at 0.8.
    expect(lowestSafeScore(scored, 0.05, { judgedFrom: 1 })).toBe(0.9);
  });

  it('otherwise takes the largest set of the most confident whose wrong share is within the limit', () => {
    // At 0.7: 1 wrong of 21 (4.8%); at 0.2: 6 of 26.
    expect(lowestSafeScore(scored, 0.05, { everyPrefix: false })).toBe(0.7);
  });

  it('sets no threshold (1) where fewer than `atLeast` predictions would be asserted', () => {
    expect(lowestSafeScore(scored, 0.05, { atLeast: 11 })).toBe(1);
    expect(lowestSafeScore(scored, 0.05, { atLeast: 11, everyPrefix: false })).toBe(0.7);
    expect(lowestSafeScore([{ score: 0.9, right: false }], 0.5)).toBe(1);
  });

  it('with a margin, stops where the least confident run is too often wrong, though all together are within the limit', () => {
    // A hundred right at 0.99, then ten from 0.90 down to 0.81, the fourth and eighth wrong: 2 of 110 (1.8%)
    // together, but 1 in the last 10 once the fourth is taken.
    const easy = Array.from({ length: 100 }, () => ({ score: 0.99, right: true }));
    const marginal = Array.from({ length: 10 }, (_, i) => ({ score: 0.9 - i / 100, right: i !== 3 && i !== 7 }));
    expect(lowestSafeScore([...easy, ...marginal], 0.02)).toBe(0.81);
    expect(lowestSafeScore([...easy, ...marginal], 0.02, { margin: { size: 10, maxWrongShare: 0.05 } })).toBe(0.88);
  });
});
