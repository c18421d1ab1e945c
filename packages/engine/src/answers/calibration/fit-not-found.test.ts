import { describe, expect, it } from 'vitest';
import { notFoundChance } from './answer-calibration.ts';
import { fitNotFoundModel, type NotFoundSample } from './fit-not-found.ts';
import type { NotFoundEvidence } from './not-found-evidence.ts';

const evidence = (silentHead: boolean): NotFoundEvidence => ({ answerType: 'text', silentHead, matchedTerms: 2, subjectsCovered: 1, hintPhrase: false });

/** Ten documents: where the question's topic is silent, "not found" is right 19 times in 20; elsewhere 1 in 4. */
const samples = (set: string): NotFoundSample[] =>
  Array.from({ length: 10 }, (_, document) => [
    ...Array.from({ length: 20 }, (_, i) => ({ set, document: `${set}-${document}`, evidence: evidence(true), right: !(document === 0 && i === 0) })),
    ...Array.from({ length: 8 }, (_, i) => ({ set, document: `${set}-${document}`, evidence: evidence(false), right: i < 2 })),
  ]).flat();

describe('fitNotFoundModel', () => {
  const options = { minRightShare: 0.9, atLeast: 10, l2: { tuning: 1, heldOut: 10 } };

  it('lets a "not found" stand only where, out of fold on the held-out documents, such ones are right 9 times in 10', () => {
    const model = fitNotFoundModel(samples('tuning'), samples('held'), options);
    expect(notFoundChance(evidence(true), model)).toBeGreaterThanOrEqual(model.keepAbove);
    expect(notFoundChance(evidence(false), model)).toBeLessThan(model.keepAbove);
    expect(model.fittedOn).toEqual({ notFound: 560, right: 2 * (199 + 20), documents: 10 });
  });

  it('lets none stand (threshold 1) where none are right often enough, and gives the same model for the same samples', () => {
    const doubtful = samples('held').map((sample) => ({ ...sample, right: sample.evidence.silentHead ? sample.document!.endsWith('0') : false }));
    expect(fitNotFoundModel(samples('tuning'), doubtful, options).keepAbove).toBe(1);
    expect(JSON.stringify(fitNotFoundModel(samples('tuning'), samples('held'), options))).toBe(JSON.stringify(fitNotFoundModel(samples('tuning'), samples('held'), options)));
  });

  it('refuses to fit nothing', () => {
    expect(() => fitNotFoundModel([], samples('held'), options)).toThrow('No "not found"');
  });
});
