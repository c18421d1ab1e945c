import type { TitleFactLabel } from './evaluation-document.ts';

/** A text's words as the counters compare them: runs of letters and digits, case folded, punctuation and spacing aside. */
export const wordsOf = (text: string): string[] => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** Words every kind of entry shares, which say nothing of which fact a value is. */
const FUNCTION_WORDS = new Set(['a', 'an', 'and', 'as', 'at', 'by', 'for', 'from', 'in', 'of', 'on', 'or', 'the', 'to', 'with']);

/** A label's key words: the words of what its value must contain, function words left out. */
export const keyWords = (label: TitleFactLabel): string[] => [...new Set(label.mustContain.flatMap(wordsOf).filter((word) => !FUNCTION_WORDS.has(word)))];

/**
 * The label a wrong fact is a damaged reading of, if any: a label of its section that no fact of the section
 * matched, at least half of whose key words (and at least one) the fact holds. Holding that many of its words the
 * fact is the label's own, yet it did not match: a word is missing (cut short) or another column's words stand
 * inside a phrase of it (spliced). A wrong fact that shares fewer words with every missed label is simply wrong.
 */
export function splicedLabel(value: string, missedLabels: readonly TitleFactLabel[]): TitleFactLabel | null {
  const held = new Set(wordsOf(value));
  return (
    missedLabels.find((label) => {
      const keys = keyWords(label);
      const shared = keys.filter((word) => held.has(word)).length;
      return shared > 0 && 2 * shared >= keys.length;
    }) ?? null
  );
}

/** A text's words with their case, as a header row's cells are matched. */
const casedWordsOf = (text: string): string[] => text.match(/[\p{L}\p{N}]+/gu) ?? [];

/**
 * How many cells of a table's header row a value holds, each cell's words side by side and no word counted for two
 * cells (in "Date of Entry" the cell "Entry" is not held again); a blank cell never. Longer cells are looked for first.
 * Words match with their case: a header read into a value keeps its type as printed, where an entry's own "no part
 * of" and "real burdens" are not the headings "No" and "Burdens".
 */
export function headerCellsHeld(value: string, header: readonly string[]): number {
  const words = casedWordsOf(value);
  const used = new Set<number>();
  const cells = header.map(casedWordsOf).filter((cell) => cell.length > 0);
  let held = 0;
  for (const cell of cells.sort((a, b) => b.length - a.length)) {
    for (let start = 0; start + cell.length <= words.length; start++) {
      const at = cell.map((_, i) => start + i);
      if (at.every((position, i) => !used.has(position) && words[position] === cell[i])) {
        at.forEach((position) => used.add(position));
        held += 1;
        break;
      }
    }
  }
  return held;
}

/**
 * A value that holds two or more cells of one header row is the row of column headings read as an answer (or
 * spliced into one). One cell alone is not: a heading's word ("Date", "Proprietor") is also ordinary register text.
 */
export const holdsHeaderRow = (value: string, headerRows: ReadonlyArray<readonly string[]>): boolean =>
  headerRows.some((header) => headerCellsHeld(value, header) >= 2);
