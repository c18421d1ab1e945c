import { describe, expect, it } from 'vitest';
import { readHypothesis } from '../src/answers/learned/read-hypothesis.ts';
import { fitMention, type HeldOutReading } from './train-nda-hypotheses.ts';

const priors = { mentionedShare: 0.5, entailedShare: 0.9 };

/**
 * Twenty documents read on one hypothesis: those that address it have a strongest span of `mentionedScore`, the
 * others of `silentScore`, with one of each the other way round so the fit has no perfect separation.
 */
function readingsOf(key: string, mentionedScore: number, silentScore: number): HeldOutReading[] {
  return Array.from({ length: 20 }, (_, i) => {
    const addressed = i < 10;
    const flipped = i === 0 || i === 10;
    const score = addressed !== flipped ? mentionedScore : silentScore;
    return { key, choice: addressed ? 'Entailment' : 'NotMentioned', spanEvidence: [score, score / 10], polarity: null, priors };
  });
}

describe('fitMention', () => {
  it("reads the same strongest span by each hypothesis's own scale: strong evidence of one is weak evidence of another", () => {
    // The evidence model of nda-a scores its documents' evidence 0.3 and their silence 0.02; nda-b's scores 0.9 and 0.3.
    const readings = [...readingsOf('nda-a', 0.3, 0.02), ...readingsOf('nda-b', 0.9, 0.3)];

    const mention = fitMention(readings, ['nda-a', 'nda-b']);

    const addressed = (key: string, score: number) => 1 - readHypothesis([score], null, priors, mention.get(key)!).notAddressed;
    expect(addressed('nda-a', 0.3)).toBeGreaterThan(0.7);
    expect(addressed('nda-b', 0.3)).toBeLessThan(0.3);
    expect(addressed('nda-b', 0.9)).toBeGreaterThan(0.7);
    // The prior's weight is shared: one model of the prior, not one per hypothesis.
    expect(mention.get('nda-a')!.priorWeight).toBe(mention.get('nda-b')!.priorWeight);
  });
});
