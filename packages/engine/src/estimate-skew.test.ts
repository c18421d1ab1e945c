import { describe, expect, it } from 'vitest';
import { estimateSkew } from './estimate-skew.ts';

/** A page of 16 lines of 50 "letters" (8 × 10 pixel blocks), each line turned by `degrees` about the page's middle. */
function printedPage(degrees: number) {
  const [width, height] = [800, 600];
  const data = new Uint8ClampedArray(width * height * 4).fill(255);
  const slope = Math.tan((degrees * Math.PI) / 180);
  for (let line = 0; line < 16; line++) {
    for (let letter = 0; letter < 50; letter++) {
      const left = 50 + letter * 14;
      const top = Math.round(50 + line * 30 + (left - 400) * slope);
      for (let y = top; y < top + 10; y++) for (let x = left; x < left + 8; x++) data.fill(0, (y * width + x) * 4, (y * width + x) * 4 + 3);
    }
  }
  return { data, width, height };
}

describe('estimateSkew', () => {
  it('finds how far a page’s lines are turned, either way, within a tenth of a degree', () => {
    for (const degrees of [-2.5, -1, 0.4, 1.5, 2.8]) expect(Math.abs(estimateSkew(printedPage(degrees)) - degrees)).toBeLessThan(0.11);
  });

  it('calls a straight page straight, and a blank one too', () => {
    expect(estimateSkew(printedPage(0))).toBe(0);
    expect(estimateSkew({ data: new Uint8ClampedArray(100 * 100 * 4).fill(255), width: 100, height: 100 })).toBe(0);
  });
});
