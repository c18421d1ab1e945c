import { describe, expect, it } from 'vitest';
import type { PositionedItem } from './layout-rows.ts';
import { restorePostcodeDigits } from './restore-postcode-digits.ts';

const words = (text: string): PositionedItem[] =>
  text.split(' ').map((word, i) => ({ text: word, x: i * 30, width: 25, baseline: 10, top: 2, bottom: 12, size: 10, spaceBefore: true, spaceAfter: true }));
const read = (text: string) => restorePostcodeDigits(words(text)).map((word) => word.text).join(' ');

describe('restorePostcodeDigits', () => {
  it('reads the nought OCR took for an O at the head of a postcode’s inward code', () => {
    expect(read('4 BALADO STEADINGS, KINROSS KY13 ONH, being')).toBe('4 BALADO STEADINGS, KINROSS KY13 0NH, being');
    expect(read('London SW1A OAA')).toBe('London SW1A 0AA');
    expect(read('Birmingham B15 OTS.')).toBe('Birmingham B15 0TS.');
  });

  it('leaves words that are not an inward code after an outward code as they are', () => {
    expect(read('OLD ROAD')).toBe('OLD ROAD');
    // No inward code has a C, I, K, M, O or V among its letters, and "ON" is a word.
    expect(read('KY13 OAK')).toBe('KY13 OAK');
    expect(read('B4 ON')).toBe('B4 ON');
    // A register's entry number, not an outward code.
    expect(read('entry C1 OLD')).toBe('entry C1 OLD');
    expect(read('Title KNR9127 ONE')).toBe('Title KNR9127 ONE');
    expect(read('KY13 0NH')).toBe('KY13 0NH');
  });
});
