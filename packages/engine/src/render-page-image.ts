import { eraseTableRules } from './erase-table-rules.ts';
import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/types/src/display/api';

/** The @napi-rs/canvas objects pdf.js's own canvas factory hands out in Node. */
interface NodeCanvas {
  width: number;
  height: number;
  encode(format: 'png'): Promise<Buffer>;
}
interface NodeImageData {
  data: Uint8ClampedArray;
}
interface NodeContext {
  getImageData(x: number, y: number, width: number, height: number): NodeImageData;
  putImageData(image: NodeImageData, x: number, y: number): void;
}
interface CanvasAndContext {
  canvas: NodeCanvas;
  context: NodeContext;
}
type RenderParameters = Parameters<PDFPageProxy['render']>[0];

interface CanvasFactory {
  create(width: number, height: number): CanvasAndContext;
  destroy(canvasAndContext: CanvasAndContext): void;
}

export interface PageImage {
  png: Buffer;
  /** Image pixels per PDF point. */
  scale: number;
}

/** OCR reads ordinary print well at this resolution; more only costs time. */
export const OCR_DPI = 250;
const SAMPLE_STEP = 4;
const INK_LEVEL = 160 * 3;
/** Less ink than this share of the page is blank paper, or a speck: nothing worth reading. */
const MIN_INK_SHARE = 0.0002;

function hasInk({ data }: { data: Uint8ClampedArray }, width: number, height: number): boolean {
  let samples = 0;
  let ink = 0;
  for (let y = 0; y < height; y += SAMPLE_STEP) {
    for (let x = 0; x < width; x += SAMPLE_STEP) {
      const i = (y * width + x) * 4;
      samples++;
      if (data[i]! + data[i + 1]! + data[i + 2]! < INK_LEVEL) ink++;
    }
  }
  return ink > samples * MIN_INK_SHARE;
}

/**
 * Renders a page to PNG for OCR with pdf.js's own canvas factory (its @napi-rs/canvas build), or returns
 * undefined when the page is blank so no time is spent reading nothing. `forOcr` erases its table rules, which
 * tesseract would read as pictures (`eraseTableRules`); a copy made to look at keeps them.
 */
export async function renderPageImage(
  document: PDFDocumentProxy,
  page: PDFPageProxy,
  { dpi = OCR_DPI, maxPixels, forOcr = false }: { dpi?: number; maxPixels: number; forOcr?: boolean },
): Promise<PageImage | undefined> {
  const base = page.getViewport({ scale: 1 });
  // Large drawings (an A0 plan, a page of absurd size) are rendered smaller rather than exhaust memory.
  const scale = Math.min(dpi / 72, Math.sqrt(maxPixels / (base.width * base.height)));
  const viewport = page.getViewport({ scale });
  const width = Math.ceil(viewport.width);
  const height = Math.ceil(viewport.height);
  const factory = document.canvasFactory as CanvasFactory;
  const target = factory.create(width, height);
  try {
    await page.render({
      canvas: target.canvas as unknown as RenderParameters['canvas'],
      canvasContext: target.context as unknown as RenderParameters['canvasContext'],
      viewport,
    }).promise;
    const pixels = target.context.getImageData(0, 0, width, height);
    if (!hasInk(pixels, width, height)) return undefined;
    if (forOcr && eraseTableRules({ data: pixels.data, width, height }, scale * 72) > 0) target.context.putImageData(pixels, 0, 0);
    return { png: await target.canvas.encode('png'), scale };
  } finally {
    factory.destroy(target);
  }
}
