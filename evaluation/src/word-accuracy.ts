/** How many of a reference text's words a reading got wrong: substituted, dropped or added, word by word. */
export interface WordErrors {
  /** Words in the reference. */
  words: number;
  /** The fewest substitutions, deletions and insertions that turn the reading into the reference. */
  errors: number;
}

const wordsOf = (text: string) => text.split(/\s+/).filter((word) => word.length > 0);

/**
 * The word error count of an OCR reading against the text that was printed (the edit distance between their word
 * sequences, words compared exactly, case and punctuation included): word accuracy is 1 − errors / words.
 */
export function wordErrors(reference: string, reading: string): WordErrors {
  const expected = wordsOf(reference);
  const read = wordsOf(reading);
  let previous = Array.from({ length: read.length + 1 }, (_, j) => j);
  for (let i = 1; i <= expected.length; i++) {
    const current = [i];
    for (let j = 1; j <= read.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (expected[i - 1] === read[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return { words: expected.length, errors: previous[read.length]! };
}

/** The share of words read right over several readings: 1 − their errors over their words (null for none). */
export function wordAccuracy(readings: readonly WordErrors[]): number | null {
  const words = readings.reduce((sum, reading) => sum + reading.words, 0);
  return words === 0 ? null : 1 - readings.reduce((sum, reading) => sum + reading.errors, 0) / words;
}
