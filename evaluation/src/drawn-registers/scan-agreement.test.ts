import { describe, expect, it } from 'vitest';
import type { FactOutcome } from '../title-evaluation.ts';
import { scanAgreement, sumAgreements } from './scan-agreement.ts';

const outcome = (value: string | null): FactOutcome => ({
  label: { group: 'proprietorsAndPrice', mustContain: ['MACLEOD'] },
  found: value !== null,
  value,
  elsewhere: [],
});

describe('how far a scan gives the facts of its text version', () => {
  it('counts the facts found on the text found again on the scan, and those with the same words', () => {
    const onText = [outcome('JAMES MACLEOD'), outcome('FIONA MACLEOD'), outcome('£412,500'), outcome(null)];
    const onScan = [outcome('James  MacLeod.'), outcome('FIONA MACLE0D, spouses'), outcome(null), outcome('01 MAR 2015')];

    // The fourth fact, missed on the text, does not count, even found on the scan.
    expect(scanAgreement(onText, onScan)).toEqual({ foundOnText: 3, foundAgain: 2, sameWords: 1 });
  });

  it('agrees wholly when the scan reads as the text does, and adds registers up', () => {
    const onText = [outcome('JAMES MACLEOD')];
    expect(scanAgreement(onText, onText)).toEqual({ foundOnText: 1, foundAgain: 1, sameWords: 1 });
    expect(
      sumAgreements([
        { foundOnText: 3, foundAgain: 2, sameWords: 1 },
        { foundOnText: 1, foundAgain: 1, sameWords: 1 },
      ]),
    ).toEqual({ foundOnText: 4, foundAgain: 3, sameWords: 2 });
  });
});
