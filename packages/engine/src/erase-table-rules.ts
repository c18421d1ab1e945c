import { darkerThan, type RgbaImage } from './rgba-image.ts';

/** Darker than this (the sum of red, green and blue) is a rule's ink: from a grey level, as a turned page's rules are anti-aliased. */
const INK = 200 * 3;
/** Lighter than this is paper: a rule's anti-aliased edge lies between. */
const PAPER = 225 * 3;
/** A horizontal run of ink this long is a rule: no letter has a stroke so wide (0.3 inch). */
const RULE_LENGTH_INCHES = 0.3;
/** A vertical run of ink this tall that meets a horizontal rule is a column's rule (0.08 inch, a short row's height). */
const STEM_LENGTH_INCHES = 0.08;
/** How far a column's rule may stop short of the horizontal rule it meets, in pixels. */
const MEETS = 2;

const isInk = (data: Uint8ClampedArray, i: number) => darkerThan(data, i, INK);

/**
 * Erases a scanned page's table rules before OCR, in place, and says how many pixels it erased. Tesseract reads
 * a ruled cell as a picture, so a bordered table loses its header row, its entry numbers and whole cells (a
 * folio's owner), where the same table without rules reads whole. The rules are the horizontal runs of ink longer
 * than any letter's stroke, and the vertical runs that meet them (a letter's stem never touches a rule); their
 * grey anti-aliased edges go with them. Underlines and signature lines go too, which carry no text.
 */
export function eraseTableRules(image: RgbaImage, dpi: number): number {
  const { data, width, height } = image;
  const rule = new Uint8Array(width * height);
  const ruleLength = Math.max(8, Math.round(RULE_LENGTH_INCHES * dpi));
  for (let y = 0; y < height; y++) {
    let start = -1;
    for (let x = 0; x <= width; x++) {
      const ink = x < width && isInk(data, (y * width + x) * 4);
      if (ink && start < 0) start = x;
      if (!ink && start >= 0) {
        if (x - start >= ruleLength) rule.fill(1, y * width + start, y * width + x);
        start = -1;
      }
    }
  }

  const meetsRule = (x: number, y: number) => {
    for (let dx = -1; dx <= 1; dx++) {
      const column = x + dx;
      if (column < 0 || column >= width) continue;
      for (let dy = -MEETS; dy <= MEETS; dy++) {
        const row = y + dy;
        if (row >= 0 && row < height && rule[row * width + column]) return true;
      }
    }
    return false;
  };
  const stemLength = Math.max(4, Math.round(STEM_LENGTH_INCHES * dpi));
  const columnRules: Array<[x: number, top: number, bottom: number]> = [];
  for (let x = 0; x < width; x++) {
    let start = -1;
    for (let y = 0; y <= height; y++) {
      const ink = y < height && isInk(data, (y * width + x) * 4);
      if (ink && start < 0) start = y;
      if (!ink && start >= 0) {
        if (y - start >= stemLength && (meetsRule(x, start - 1) || meetsRule(x, y))) columnRules.push([x, start, y]);
        start = -1;
      }
    }
  }
  for (const [x, top, bottom] of columnRules) for (let y = top; y < bottom; y++) rule[y * width + x] = 1;

  let erased = 0;
  const whiten = (i: number) => {
    data[i] = data[i + 1] = data[i + 2] = 255;
  };
  for (let p = 0; p < rule.length; p++) {
    if (!rule[p]) continue;
    whiten(p * 4);
    erased++;
    // The edge a rule drawn between pixels leaves on either side of it.
    const x = p % width;
    for (const q of [p - width, p + width, x > 0 ? p - 1 : -1, x < width - 1 ? p + 1 : -1]) {
      if (q >= 0 && q < rule.length && !rule[q] && darkerThan(data, q * 4, PAPER) && !isInk(data, q * 4)) whiten(q * 4);
    }
  }
  return erased;
}
