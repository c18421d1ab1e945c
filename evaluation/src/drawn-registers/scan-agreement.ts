import type { FactOutcome } from '../title-evaluation.ts';
import { wordsOf } from '../title-fact-errors.ts';

/** How far a scanned copy's reading gives the facts its text version's reading gave. */
export interface ScanAgreement {
  /** Labelled facts found on the text version. */
  foundOnText: number;
  /** Of those, found again in their section on the scan. */
  foundAgain: number;
  /** Of those, with the same words (case and punctuation aside) as on the text version. */
  sameWords: number;
}

const sameWords = (a: string, b: string) => wordsOf(a).join(' ') === wordsOf(b).join(' ');

/**
 * Compares the outcomes of one register's labels on its text version and on its scan (the same labels, in the
 * same order): a fact found on the text agrees when the scan finds it too, and agrees word for word when the
 * scan's value has the text's words.
 */
export function scanAgreement(onText: readonly FactOutcome[], onScan: readonly FactOutcome[]): ScanAgreement {
  const agreement: ScanAgreement = { foundOnText: 0, foundAgain: 0, sameWords: 0 };
  onText.forEach((text, i) => {
    if (!text.found) return;
    agreement.foundOnText += 1;
    const scan = onScan[i];
    if (!scan?.found) return;
    agreement.foundAgain += 1;
    if (sameWords(text.value ?? '', scan.value ?? '')) agreement.sameWords += 1;
  });
  return agreement;
}

/** Several registers' agreements added up. */
export function sumAgreements(agreements: readonly ScanAgreement[]): ScanAgreement {
  return agreements.reduce(
    (sum, { foundOnText, foundAgain, sameWords: same }) => ({
      foundOnText: sum.foundOnText + foundOnText,
      foundAgain: sum.foundAgain + foundAgain,
      sameWords: sum.sameWords + same,
    }),
    { foundOnText: 0, foundAgain: 0, sameWords: 0 },
  );
}
