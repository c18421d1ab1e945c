import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createWorker, OEM } from 'tesseract.js';
import type { LayoutLine, LineItem } from './layout-line.ts';

// The English model ships in node_modules; without a local path tesseract.js downloads it from a CDN.
const langPath = join(dirname(createRequire(import.meta.url).resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');

/** Marks a recogniser without letters or digits and with little confidence is noise (a speck, a rule). */
const NOISE_CONFIDENCE = 50;
const HAS_ALPHANUMERIC = /[\p{L}\p{N}]/u;

export interface OcrEngine {
  /**
   * Reads an image (PNG or JPEG bytes) into lines in tesseract's reading order, with boxes divided by
   * `scale` (image pixels per output unit: 1 keeps pixels, the render scale gives PDF points).
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
      const lines: LayoutLine[] = [];
      for (const block of data.blocks ?? []) {
        for (const paragraph of block.paragraphs) {
          let first = true;
          for (const line of paragraph.lines) {
            let text = '';
            const items: LineItem[] = [];
            for (const word of line.words) {
              const wordText = word.text.trim();
              if (wordText === '') continue;
              if (!HAS_ALPHANUMERIC.test(wordText) && word.confidence < NOISE_CONFIDENCE) continue;
              if (text !== '') text += ' ';
              items.push({ start: text.length, end: text.length + wordText.length, ...toBox(word.bbox, scale) });
              text += wordText;
            }
            if (items.length === 0) continue;
            lines.push({ text, items, ...toBox(line.bbox, scale), breakBefore: first && lines.length > 0 });
            first = false;
          }
        }
      }
      return lines;
    },
    async terminate() {
      await worker.terminate();
    },
  };
}
