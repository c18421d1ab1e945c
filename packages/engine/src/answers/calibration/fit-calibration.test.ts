import { describe, expect, it } from 'vitest';
import type { AnswerEvidence } from './answer-evidence.ts';
import { calibratedConfidence } from './answer-calibration.ts';
import { fitCalibration, type CalibrationSample } from './fit-calibration.ts';

const evidence = (overrides: Partial<AnswerEvidence>): AnswerEvidence => ({
  path: 'value',
  answerType: 'date',
  ownQuestion: false,
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
  ...overrides,
});

/** Values read beside their label are right 49 times in 50; whole clauses given for own questions, 1 in 2. */
const samples: CalibrationSample[] = [
  ...Array.from({ length: 50 }, (_, i) => ({ set: 'a', evidence: evidence({}), right: i !== 0 })),
  ...Array.from({ length: 40 }, (_, i) => ({
    set: 'b',
    evidence: evidence({ path: 'text', answerType: 'text', ownQuestion: true, matchedTerms: 1, answerWords: 30 }),
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
