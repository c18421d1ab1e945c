import { eraseTableRules } from './erase-table-rules.ts';
import { estimateSkew, NEGLIGIBLE_SKEW_DEGREES } from './estimate-skew.ts';
import { darkerThan, PRINT_LEVEL } from './rgba-image.ts';
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
  fillStyle: string;
  fillRect(x: number, y: number, width: number, height: number): void;
  translate(x: number, y: number): void;
  rotate(radians: number): void;
  drawImage(image: NodeCanvas, x: number, y: number): void;
  setTransform(a: number, b: number, c: number, d: number, e: number, f: number): void;
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
  /** How far the page's print was turned clockwise and turned back before the image was made (degrees). */
  skewDegrees: number;
  /** The image's size in pixels. */
  width: number;
  height: number;
}

/** OCR reads ordinary print well at this resolution; more only costs time. */
export const OCR_DPI = 250;
const SAMPLE_STEP = 4;
/** Less ink than this share of the page is blank paper, or a speck: nothing worth reading. */
const MIN_INK_SHARE = 0.0002;

/** A box on the page in PDF points, from its top left corner. */
export interface PageBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Whether the page holds ink outside `read` (in image pixels): print its text layer has not already given. The
 * share is of the whole page, so a page is not made to look inky by masking most of it.
 */
function hasInk({ data }: { data: Uint8ClampedArray }, width: number, height: number, read: PageBox[]): boolean {
  let samples = 0;
  let ink = 0;
  for (let y = 0; y < height; y += SAMPLE_STEP) {
    // The boxes this row crosses: only their widths are left to check along it.
    const across = read.filter((box) => y >= box.y && y < box.y + box.height);
    for (let x = 0; x < width; x += SAMPLE_STEP) {
      const i = (y * width + x) * 4;
      samples++;
      if (darkerThan(data, i, PRINT_LEVEL) && !across.some((box) => x >= box.x && x < box.x + box.width)) ink++;
    }
  }
  return ink > samples * MIN_INK_SHARE;
}

/** How far round a line of the text layer its glyphs may reach, in the line's heights (ascenders, descenders, italics). */
const GLYPH_MARGIN = 0.35;
/** A text-layer line taller than this (points) is no line of print: it may not hide the page's ink from the check. */
const MAX_LINE_HEIGHT = 48;

/**
 * Renders a page to PNG for OCR with pdf.js's own canvas factory (its @napi-rs/canvas build), or returns
 * undefined when the page is blank so no time is spent reading nothing: blank but for `alreadyRead`, the boxes of
 * its text layer's readable lines (a scanned exhibit's page with nothing on it but the filing's printed footer).
 * `forOcr` straightens a crooked scan (`estimateSkew`: its rows of print then lie level, and its rules run straight)
 * and erases its table rules, which tesseract would read as pictures (`eraseTableRules`); a copy made to look at is
 * left as it is.
 */
export async function renderPageImage(
  document: PDFDocumentProxy,
  page: PDFPageProxy,
  { dpi = OCR_DPI, maxPixels, forOcr = false, alreadyRead = [] }: { dpi?: number; maxPixels: number; forOcr?: boolean; alreadyRead?: PageBox[] },
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
    const read = alreadyRead.filter((box) => box.height <= MAX_LINE_HEIGHT).map((box) => {
      const margin = GLYPH_MARGIN * box.height;
      return { x: (box.x - margin) * scale, y: (box.y - margin) * scale, width: (box.width + 2 * margin) * scale, height: (box.height + 2 * margin) * scale };
    });
    if (!hasInk(pixels, width, height, read)) return undefined;
    if (!forOcr) return { png: await target.canvas.encode('png'), scale, skewDegrees: 0, width, height };
    const skewDegrees = estimateSkew({ data: pixels.data, width, height });
    if (Math.abs(skewDegrees) < NEGLIGIBLE_SKEW_DEGREES) return { png: await prepareForOcr(target, pixels, scale), scale, skewDegrees: 0, width, height };
    const straight = factory.create(width, height);
    try {
      straightenOnto(straight.context, target.canvas, skewDegrees);
      return { png: await prepareForOcr(straight, straight.context.getImageData(0, 0, width, height), scale), scale, skewDegrees, width, height };
    } finally {
      factory.destroy(straight);
    }
  } finally {
    factory.destroy(target);
  }
}

/** Draws `source` onto a white `context` of its size turned back by `skewDegrees` about its centre. */
function straightenOnto(context: NodeContext, source: NodeCanvas, skewDegrees: number) {
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, source.width, source.height);
  context.translate(source.width / 2, source.height / 2);
  context.rotate((-skewDegrees * Math.PI) / 180);
  context.translate(-source.width / 2, -source.height / 2);
  context.drawImage(source, 0, 0);
  // Back to no transform: @napi-rs/canvas applies it to putImageData too, which would turn the page again.
  context.setTransform(1, 0, 0, 1, 0, 0);
}

async function prepareForOcr({ canvas, context }: CanvasAndContext, pixels: NodeImageData, scale: number): Promise<Buffer> {
  if (eraseTableRules({ data: pixels.data, width: canvas.width, height: canvas.height }, scale * 72) > 0) context.putImageData(pixels, 0, 0);
  return canvas.encode('png');
}
