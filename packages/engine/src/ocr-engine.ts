import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createWorker, OEM, type Bbox, type Line } from 'tesseract.js';
import type { LayoutLine } from './layout-line.ts';
import { layoutLines } from './layout-lines.ts';
import type { PositionedItem } from './layout-rows.ts';
import { restorePostcodeDigits } from './restore-postcode-digits.ts';

// The English model ships in node_modules; without a local path tesseract.js downloads it from a CDN.
const langPath = join(dirname(createRequire(import.meta.url).resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');

/** Marks a recogniser without letters or digits and with little confidence is noise (a speck, a rule). */
const NOISE_CONFIDENCE = 50;
const HAS_ALPHANUMERIC = /[\p{L}\p{N}]/u;
/**
 * A table's vertical rule, which tesseract reads as a bar: taller than the row's letters (it runs through the
 * cell's padding), where a capital I misread as a bar is not.
 */
const RULE = /^[|¦│]+$/;
const RULE_HEIGHT = 1.3;

export interface OcrEngine {
  /**
   * Reads an image (PNG or JPEG bytes) into lines in reading order, laid out from the words' boxes as a text
   * layer is (`layoutLines`: rows, columns, tables), with boxes divided by `scale` (image pixels per output unit: 1
   * keeps pixels, the render scale gives PDF points).
   */
  recognise(image: Buffer, options?: { scale?: number; dpi?: number }): Promise<LayoutLine[]>;
  terminate(): Promise<void>;
}

interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

const toBox = ({ x0, y0, x1, y1 }: Box, scale: number) => ({
  x: x0 / scale,
  y: y0 / scale,
  width: (x1 - x0) / scale,
  height: (y1 - y0) / scale,
});

/** One tesseract worker, loaded once and reused for every page of a document; terminate it when done. */
export async function createOcrEngine(): Promise<OcrEngine> {
  const worker = await createWorker('eng', OEM.LSTM_ONLY, {
    langPath,
    cacheMethod: 'none',
    gzip: true,
    // Failures already reject the job's promise; without a handler tesseract.js also throws them out of the
    // worker's message listener, which would bring the whole process down for one unreadable image.
    errorHandler: () => undefined,
  });
  return {
    async recognise(image, { scale = 1, dpi } = {}) {
      if (dpi) await worker.setParameters({ user_defined_dpi: String(Math.round(dpi)) });
      const { data } = await worker.recognize(image, {}, { blocks: true, text: false });
      // Every word with its box, laid out as a text layer is: rows, columns and tables from the positions, not
      // tesseract's own blocks, which read a table's cells column by column.
      const items: PositionedItem[] = [];
      for (const block of data.blocks ?? []) {
        for (const paragraph of block.paragraphs) {
          let first = true;
          for (const line of paragraph.lines) {
            // The row's height (x-height and ascenders) is close to the type's size, where tesseract measured it; its
            // baseline may slope a little.
            const size = (line.rowAttributes?.rowHeight || line.bbox.y1 - line.bbox.y0) / scale;
            const slope = line.baseline as Line['baseline'] | undefined;
            const baselineAt = (word: Bbox) => {
              if (!slope) return word.y1 / scale;
              const x = (word.x0 + word.x1) / 2;
              return (slope.x1 === slope.x0 ? slope.y0 : slope.y0 + ((slope.y1 - slope.y0) * (x - slope.x0)) / (slope.x1 - slope.x0)) / scale;
            };
            for (const word of line.words) {
              const text = word.text.trim();
              if (text === '') continue;
              if (!HAS_ALPHANUMERIC.test(text) && word.confidence < NOISE_CONFIDENCE) continue;
              const { x, y, width, height } = toBox(word.bbox, scale);
              if (RULE.test(text) && height > RULE_HEIGHT * size) continue;
              const baseline = baselineAt(word.bbox);
              // A line that opens one of tesseract's paragraphs opens a paragraph, as it did before the layout.
              items.push({ text, x, width, top: y, bottom: y + height, baseline, size, spaceBefore: true, spaceAfter: true, opensParagraph: first });
              first = false;
            }
          }
        }
      }
      return layoutLines(restorePostcodeDigits(items));
    },
    async terminate() {
      await worker.terminate();
    },
  };
}
