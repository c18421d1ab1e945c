import type { PositionedItem } from './layout-rows.ts';

/**
 * A UK postcode's outward code as OCR gives it, a word of its own: "KY13", "SW1A", "B15". A letter and a digit alone
 * ("B4") are left out: a register's entries are numbered so ("B2", "C1"), and "C1 OLD" is no postcode.
 */
const OUTWARD_CODE = /^(?:[A-Z]{2}\d[A-Z\d]?|[A-Z]\d[A-Z\d])$/;
/**
 * An inward code whose leading digit OCR read as the letter O: "ONH" for "0NH". An inward code is a digit and two
 * letters, and the letters are never C, I, K, M, O or V, so a capital O before two such letters after an outward code
 * can only be a nought. Punctuation after it is kept.
 */
const INWARD_CODE_WITH_O = /^O(?=[ABD-HJLNP-UW-Z]{2}[^\p{L}\p{N}]*$)/u;

/**
 * OCR's words with a postcode's nought read as the letter O put right ("KINROSS KY13 ONH" is "KY13 0NH"): an exact
 * rule from the postcode's format, so the postcode a lawyer reads and the one on the scan are the same. Words are
 * in reading order; the outward code may end the line before.
 */
export function restorePostcodeDigits(words: PositionedItem[]): PositionedItem[] {
  return words.map((word, i) => {
    const before = words[i - 1]?.text.replace(/[^\p{L}\p{N}]+$/u, '');
    return before !== undefined && OUTWARD_CODE.test(before) && INWARD_CODE_WITH_O.test(word.text) ? { ...word, text: word.text.replace(INWARD_CODE_WITH_O, '0') } : word;
  });
}
