import { describe, expect, it } from 'vitest';
import type { AnswerEvidence } from './answer-evidence.ts';
import { calibratedConfidence } from './answer-calibration.ts';
import { fitCalibration, recalibrateOnHeldOut, type CalibrationSample } from './fit-calibration.ts';

const evidence = (overrides: Partial<AnswerEvidence>): AnswerEvidence => ({
  path: 'value',
  answerType: 'date',
  matchedTerms: 3,
  fromRow: false,
  negated: false,
  conditioned: false,
  exception: false,
  answerWords: 3,
  subjectsCovered: 1,
  hintPhrase: false,
  topRanked: true,
  clauseTopic: 'none',
  lead: null,
  valueReading: null,
  ...overrides,
});

/** Values read beside their label are right 49 times in 50; whole clauses of few of the question's words, 1 in 2. */
const samples: CalibrationSample[] = [
  ...Array.from({ length: 50 }, (_, i) => ({ set: 'a', evidence: evidence({}), right: i !== 0 })),
  ...Array.from({ length: 40 }, (_, i) => ({
    set: 'b',
    evidence: evidence({ path: 'text', answerType: 'text', matchedTerms: 1, answerWords: 30 }),
    right: i % 2 === 0,
  })),
];

describe('fitCalibration', () => {
  it('gives the reliable way of answering a high confidence and the unreliable one a low one, and asserts only the first', () => {
    const model = fitCalibration(samples, { maxWrongShare: 0.03 });
    const value = calibratedConfidence(evidence({}), model);
    const clause = calibratedConfidence(samples.at(-1)!.evidence, model);
    expect(value).toBeGreaterThan(0.9);
    expect(clause).toBeLessThan(0.6);
    expect(value).toBeGreaterThanOrEqual(model.reviewBelow);
    expect(clause).toBeLessThan(model.reviewBelow);
    expect(model.fittedOn).toMatchObject({ answers: 90, sets: ['a', 'b'] });
  });

  it('is deterministic: the same answers give the same model byte for byte', () => {
    expect(JSON.stringify(fitCalibration(samples, { maxWrongShare: 0.03 }))).toBe(JSON.stringify(fitCalibration(samples, { maxWrongShare: 0.03 })));
  });

  it('asserts nothing when even the most confident answers are wrong too often', () => {
    const wrong = samples.map((sample) => ({ ...sample, right: false }));
    const model = fitCalibration(wrong, { maxWrongShare: 0.03 });
    expect(wrong.every((sample) => calibratedConfidence(sample.evidence, model) < model.reviewBelow)).toBe(true);
  });

  it('refuses to fit on nothing', () => {
    expect(() => fitCalibration([], { maxWrongShare: 0.03 })).toThrow('No answers');
  });
});

describe('recalibrateOnHeldOut', () => {
  const fitted = fitCalibration(samples, { maxWrongShare: 0.03 });
  /**
   * On documents nobody tuned the rules on (four of them), values beside their label are right 9 times in 10, and
   * values read from a row 30 times in 30, a way of answering the tuning parts never showed.
   */
  const heldOut: CalibrationSample[] = [
    ...Array.from({ length: 40 }, (_, i) => ({ set: 'held', document: `d${i % 4}`, evidence: evidence({}), right: i % 10 !== 0 })),
    ...Array.from({ length: 40 }, (_, i) => ({ set: 'held', document: `d${i % 4}`, evidence: evidence({ fromRow: true }), right: true })),
  ];
  const options = { maxWrongShare: 0.03, heldOut: { maxWrongShare: 0.03, atLeast: 20, l2: 1 } };

  it('moves each way of answering to what unseen documents show, and asserts only what is right there', () => {
    const model = recalibrateOnHeldOut(fitted, samples, heldOut, options);
    const value = calibratedConfidence(evidence({}), model);
    const row = calibratedConfidence(evidence({ fromRow: true }), model);
    expect(value).toBeLessThan(calibratedConfidence(evidence({}), fitted));
    expect(row).toBeGreaterThan(value);
    expect(calibratedConfidence(evidence({}), fitted)).toBeGreaterThanOrEqual(fitted.reviewBelow);
    expect(value).toBeLessThan(model.reviewBelow);
    expect(row).toBeGreaterThanOrEqual(model.reviewBelow);
    expect(model.fittedOn).toMatchObject({ answers: 90, correctedOn: { answers: 80, right: 76, documents: 4 } });
  });

  it('asserts nothing when no set of the most confident held-out answers, read out of fold, is right enough', () => {
    const wrongOften = heldOut.map((sample, i) => ({ ...sample, right: i % 5 !== 0 }));
    expect(recalibrateOnHeldOut(fitted, samples, wrongOften, options).reviewBelow).toBe(1);
  });
});
