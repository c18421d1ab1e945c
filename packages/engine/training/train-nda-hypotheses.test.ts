import { describe, expect, it } from 'vitest';
import { readHypothesis } from '../src/answers/learned/read-hypothesis.ts';
import { fitMention, fitQuoteCheck, quoteCheckOutcome, type HeldOutReading } from './train-nda-hypotheses.ts';

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

describe('fitQuoteCheck', () => {
  it('chooses the highest floor that refuses at most 3% of the right answers, and says what each floor lets through', () => {
    // A hundred documents whose evidence says yes: the polarity reads most of them surely, four of them wrongly.
    const doubtful = [0.03, 0.03, 0.12, 0.22];
    const quotes = Array.from({ length: 100 }, (_, i) => ({ holds: true, saysYes: doubtful[i] ?? 0.9 }));

    const { quoteAgreesAtLeast, report } = fitQuoteCheck(quotes);

    // 0.2 refuses three right answers (3%); 0.25 would refuse the fourth.
    expect(quoteAgreesAtLeast).toBe(0.2);
    expect(quoteCheckOutcome(quotes, 0.25).rightRefused).toBe(4);
    // At 0.2, an answer turned round ("No") stands only where the polarity itself doubts the yes.
    expect(quoteCheckOutcome(quotes, 0.2)).toEqual({ floor: 0.2, rightRefused: 3, oppositePassed: 4 });
    expect(report).toContain('| 0.2 (chosen) | 3 | 4 |');
  });
});
