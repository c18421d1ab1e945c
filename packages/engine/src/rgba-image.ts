/** An RGBA image as a canvas gives it: four bytes a pixel, rows top to bottom. */
export interface RgbaImage {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

/** Print on a rendered page: darker than mid-grey (the sum of red, green and blue under 160 × 3). */
export const PRINT_LEVEL = 160 * 3;

/** Whether the pixel at byte `i` is darker than `level` (the sum of its red, green and blue). */
export const darkerThan = (data: Uint8ClampedArray, i: number, level: number) => data[i]! + data[i + 1]! + data[i + 2]! < level;
