import { describe, expect, it } from 'vitest';
import { eraseTableRules } from './erase-table-rules.ts';
import type { RgbaImage } from './rgba-image.ts';

/** A white image of `width` × `height` with black pixels where `ink` says. */
function image(width: number, height: number, ink: (x: number, y: number) => boolean): RgbaImage {
  const data = new Uint8ClampedArray(width * height * 4).fill(255);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) if (ink(x, y)) data.fill(0, (y * width + x) * 4, (y * width + x) * 4 + 3);
  return { data, width, height };
}
const inkAt = ({ data, width }: RgbaImage, x: number, y: number) => data[(y * width + x) * 4]! < 128;

describe('eraseTableRules', () => {
  // At 100 dpi a rule is a horizontal run of 30 pixels or more, and a column's rule a vertical run of 8 that meets one.
  const dpi = 100;

  it('erases a ruled cell’s rules and keeps the letters inside it', () => {
    const cell = image(120, 60, (x, y) => {
      const border = ((y === 5 || y === 50) && x >= 10 && x <= 110) || ((x === 10 || x === 110) && y >= 5 && y <= 50);
      // A letter's stem and a short bar inside the cell, touching no rule.
      const stem = x === 40 && y >= 15 && y <= 40;
      const bar = y === 30 && x >= 50 && x <= 70;
      return border || stem || bar;
    });
    const erased = eraseTableRules(cell, dpi);

    expect(erased).toBeGreaterThan(2 * 100 + 2 * 40);
    for (const [x, y] of [[60, 5], [60, 50], [10, 25], [110, 25], [10, 5]] as const) expect(inkAt(cell, x, y)).toBe(false);
    for (const [x, y] of [[40, 15], [40, 28], [40, 40], [50, 30], [70, 30]] as const) expect(inkAt(cell, x, y)).toBe(true);
  });

  it('keeps a tall stroke that meets no rule, and leaves a page without rules as it was', () => {
    const page = image(80, 80, (x, y) => (x === 20 && y >= 10 && y <= 70) || (y === 40 && x >= 30 && x <= 50));
    const before = page.data.slice();
    expect(eraseTableRules(page, dpi)).toBe(0);
    expect(page.data).toEqual(before);
  });

  it('takes a rule’s grey edge with it, and leaves grey that is not beside a rule', () => {
    const grey = 200;
    const page = image(100, 20, (x, y) => y === 10 && x >= 5 && x <= 95);
    const shade = (x: number, y: number) => page.data.fill(grey, (y * 100 + x) * 4, (y * 100 + x) * 4 + 3);
    for (let x = 5; x <= 95; x++) shade(x, 11);
    shade(50, 2);
    eraseTableRules(page, dpi);
    expect(page.data[(11 * 100 + 50) * 4]).toBe(255);
    expect(page.data[(2 * 100 + 50) * 4]).toBe(grey);
  });
});
