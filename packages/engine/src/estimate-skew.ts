import { darkerThan, PRINT_LEVEL, type RgbaImage } from './rgba-image.ts';

/** A page fed into a scanner is a few degrees crooked at most; more is a page turned, which OCR handles otherwise. */
const MAX_DEGREES = 3;
/**
 * Below this the lines are straight enough: tesseract follows a line's slope, and the rows are read along its
 * baseline, so turning the page only costs time and moves its line breaks (0.3° is a line's height over 7 inches).
 */
export const NEGLIGIBLE_SKEW_DEGREES = 0.3;
/** Ink sampled every this many pixels each way: enough for lines of print, a sixteenth of the work. */
const SAMPLE = 4;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * How crooked a scanned page is, in degrees: positive when its lines of print fall to the right (turned
 * clockwise). Found as the angle whose rows of print are sharpest: ink projected along that slope piles into the
 * fewest, fullest rows (the sum of squared row counts is largest), searched coarse then fine within ±3°.
 */
export function estimateSkew({ data, width, height }: RgbaImage): number {
  const xs: number[] = [];
  const ys: number[] = [];
  for (let y = 0; y < height; y += SAMPLE) {
    for (let x = 0; x < width; x += SAMPLE) {
      const i = (y * width + x) * 4;
      if (darkerThan(data, i, PRINT_LEVEL)) {
        xs.push(x);
        ys.push(y);
      }
    }
  }
  if (xs.length < 50) return 0;
  const rows = new Float64Array(Math.ceil((height + width * Math.tan(radians(MAX_DEGREES))) / SAMPLE) + 2);
  const offset = width * Math.tan(radians(MAX_DEGREES));
  const sharpness = (degrees: number) => {
    rows.fill(0);
    const slope = Math.tan(radians(degrees));
    for (let n = 0; n < xs.length; n++) rows[Math.round((ys[n]! - xs[n]! * slope + offset) / SAMPLE)]! += 1;
    let sum = 0;
    for (const count of rows) sum += count * count;
    return sum;
  };
  const best = (from: number, to: number, step: number) => {
    let angle = 0;
    let score = -1;
    for (let degrees = from; degrees <= to + 1e-9; degrees += step) {
      const value = sharpness(degrees);
      // Ties go to the straighter angle.
      if (value > score || (value === score && Math.abs(degrees) < Math.abs(angle))) [angle, score] = [degrees, value];
    }
    return angle;
  };
  const coarse = best(-MAX_DEGREES, MAX_DEGREES, 0.25);
  // Plus zero: a straight page is 0, not -0.
  return Math.round(best(coarse - 0.25, coarse + 0.25, 0.05) * 100) / 100 + 0;
}
