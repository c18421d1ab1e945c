import { DOCUMENT_LIMITS, LIMITS } from '@dd/contracts/plain';
import pLimit from 'p-limit';
import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/types/src/display/api';
import { composePageText } from './compose-page-text.ts';
import { EXTRACTION_VERSION, type ExtractedDocument, type ExtractedPage } from './extracted-document.ts';
import { findRunningLines } from './find-running-lines.ts';
import { ingestionErrors } from './ingestion-error.ts';
import { isReadableLine, isUsableTextLayer } from './is-usable-text-layer.ts';
import { createHyphenJudge } from './join-line-break-hyphens.ts';
import type { LayoutLine } from './layout-line.ts';
import { layoutLines } from './layout-lines.ts';
import type { PositionedItem } from './layout-rows.ts';
import type { OcrEngine } from './ocr-engine.ts';
import { endsLikePdf, openPdf, toIngestionError } from './open-pdf.ts';
import { guardPdfResources, type PdfParserLimits, type PdfResourceGuard } from './pdf-resource-guard.ts';
import { readTextItems } from './read-text-items.ts';
import { OCR_DPI, renderPageImage } from './render-page-image.ts';
import { unskewLines } from './unskew-lines.ts';

export interface ExtractionProgress {
  page: number;
  pages: number;
  stage: 'text' | 'ocr';
}

export interface ExtractPdfTextOptions {
  /** Largest file accepted, in bytes (PRODUCT.md §7: 50 MB). */
  maxBytes?: number;
  /** Most pages accepted (500). */
  maxPages?: number;
  /** Most pages read by OCR in one document (100); later pages without text stay empty. */
  ocrMaxPages?: number;
  /** Set false to read the text layer only. */
  ocr?: boolean;
  /** Parser limits (DOCUMENT_LIMITS): decompressed bytes per stream and per document, operators per page. */
  parserLimits?: Partial<PdfParserLimits>;
  /** Most pixels of one image drawn for OCR, and of one rendered page. */
  imageMaxPixels?: number;
  renderMaxPixels?: number;
  /** Most characters of text in the document. */
  maxCharacters?: number;
  onProgress?: (progress: ExtractionProgress) => void;
  signal?: AbortSignal;
}

interface PageLayout {
  page: number;
  lines: LayoutLine[];
  width: number;
  height: number;
  ocr: boolean;
}

function marginLines(items: PositionedItem[]): LayoutLine[] {
  return items.map((item) => ({
    text: item.text,
    items: [{ start: 0, end: item.text.length, x: item.x, y: item.top, width: item.width, height: item.bottom - item.top }],
    x: item.x,
    y: item.top,
    width: item.width,
    height: item.bottom - item.top,
    breakBefore: true,
  }));
}

async function readPageLayout(page: PDFPageProxy): Promise<PageLayout> {
  const viewport = page.getViewport({ scale: 1 });
  const content = await page.getTextContent();
  const { horizontal, vertical } = readTextItems(content, viewport.transform);
  return {
    page: page.pageNumber,
    lines: [...layoutLines(horizontal), ...marginLines(vertical)],
    width: viewport.width,
    height: viewport.height,
    ocr: false,
  };
}

const pageText = (lines: LayoutLine[]) => lines.map((line) => line.text).join('\n');

/** Runs a pdf.js step, reporting its failure as what is wrong with the file. */
async function fromPdf<T>(bytes: Uint8Array, step: Promise<T>): Promise<T> {
  try {
    return await step;
  } catch (error) {
    throw toIngestionError(error, bytes);
  }
}

interface PdfReading {
  bytes: Uint8Array;
  document: PDFDocumentProxy;
  guard: PdfResourceGuard;
}

/** Runs a pdf.js step of one page, counting its operators, and stops at the first limit it passed. */
async function pageStep<T>({ bytes, guard }: PdfReading, page: number, step: () => Promise<T>): Promise<T> {
  guard.beginPage(page);
  try {
    return await fromPdf(bytes, step());
  } finally {
    // A limit passed inside pdf.js is the reason, whatever pdf.js made of the page after it.
    guard.throwIfExceeded();
  }
}

async function readTextLayers(
  reading: PdfReading,
  { signal, onProgress }: ExtractPdfTextOptions,
  maxCharacters: number,
): Promise<PageLayout[]> {
  const { document } = reading;
  const layouts: PageLayout[] = [];
  let characters = 0;
  for (let n = 1; n <= document.numPages; n++) {
    signal?.throwIfAborted();
    const layout = await pageStep(reading, n, async () => {
      const page = await document.getPage(n);
      try {
        return await readPageLayout(page);
      } finally {
        page.cleanup();
      }
    });
    for (const line of layout.lines) characters += line.text.length;
    if (characters > maxCharacters) {
      throw ingestionErrors.unsafe(`it has more than ${maxCharacters.toLocaleString('en-GB')} characters of text`);
    }
    layouts.push(layout);
    onProgress?.({ page: n, pages: document.numPages, stage: 'text' });
  }
  return layouts;
}

async function ocrPages(
  reading: PdfReading,
  layouts: PageLayout[],
  { signal, onProgress }: ExtractPdfTextOptions,
  renderMaxPixels: number,
): Promise<void> {
  const { document } = reading;
  let engine: Promise<OcrEngine> | undefined;
  // Tesseract reads one page in its own thread while the next is rendered here.
  let recognising: Promise<void> = Promise.resolve();
  try {
    for (const layout of layouts) {
      signal?.throwIfAborted();
      const image = await pageStep(reading, layout.page, async () => {
        const page = await document.getPage(layout.page);
        try {
          // What the text layer already says readably needs no OCR: a page with nothing else on it is not read again.
          const alreadyRead = layout.lines.filter((line) => isReadableLine(line.text));
          return await renderPageImage(document, page, { maxPixels: renderMaxPixels, forOcr: true, alreadyRead });
        } finally {
          page.cleanup();
        }
      });
      await recognising;
      signal?.throwIfAborted();
      if (!image) {
        onProgress?.({ page: layout.page, pages: document.numPages, stage: 'ocr' });
        continue;
      }
      // tesseract.js is loaded by the first page that needs it: most documents have a text layer throughout.
      engine ??= import('./ocr-engine.ts').then(({ createOcrEngine }) => createOcrEngine());
      recognising = engine
        .then((ocr) => ocr.recognise(image.png, { scale: image.scale, dpi: OCR_DPI }))
        // Read straightened, marked where the print stands on the page.
        .then((lines) => unskewLines(lines, image.skewDegrees, { x: image.width / image.scale / 2, y: image.height / image.scale / 2 }))
        .then((lines) => {
          layout.lines = lines;
          layout.ocr = true;
          onProgress?.({ page: layout.page, pages: document.numPages, stage: 'ocr' });
        });
      // Its failure is taken up by the next `await recognising`; until then it must not count as unhandled.
      recognising.catch(() => undefined);
    }
    await recognising;
  } finally {
    // Never terminate tesseract in the middle of a page: the job would be sent to a worker that is gone.
    await recognising.catch(() => undefined);
    await engine?.then((ocr) => ocr.terminate()).catch(() => undefined);
  }
}

function toExtractedPages(layouts: PageLayout[]): ExtractedPage[] {
  const running = findRunningLines(layouts);
  const bodies = layouts.map((layout) => layout.lines.filter((line) => !running.has(line)));
  const dropsHyphen = createHyphenJudge(bodies);
  return layouts.map((layout, i) => ({
    page: layout.page,
    ...composePageText(bodies[i]!, dropsHyphen),
    width: layout.width,
    height: layout.height,
    ocr: layout.ocr,
    headerFooter: layout.lines.filter((line) => running.has(line)).map((line) => line.text),
  }));
}

async function documentTitle(document: PDFDocumentProxy): Promise<string | undefined> {
  const metadata = await document.getMetadata().catch(() => undefined);
  const title = (metadata?.info as { Title?: unknown } | undefined)?.Title;
  return typeof title === 'string' && title.trim() !== '' ? title.trim() : undefined;
}

// pdf.js runs in this thread and the resource guard counts per process: one document at a time.
const oneDocumentAtATime = pLimit(1);

/**
 * Reads every page of a PDF into text with positions: the text layer where it is usable, OCR where it is not
 * (up to `ocrMaxPages`), reading order repaired, broken words joined, running headers and footers set aside.
 * Throws an {@link IngestionError} for a file that is not a readable PDF within the limits, or has no text.
 */
export function extractPdfText(bytes: Uint8Array, options: ExtractPdfTextOptions = {}): Promise<ExtractedDocument> {
  return oneDocumentAtATime(() => readPdf(bytes, options));
}

async function readPdf(bytes: Uint8Array, options: ExtractPdfTextOptions): Promise<ExtractedDocument> {
  const {
    maxBytes = LIMITS.pdfMaxBytes,
    maxPages = LIMITS.pdfMaxPages,
    ocrMaxPages = DOCUMENT_LIMITS.ocrMaxPages,
    ocr = true,
    imageMaxPixels = DOCUMENT_LIMITS.imageMaxPixels,
    renderMaxPixels = DOCUMENT_LIMITS.renderMaxPixels,
    maxCharacters = DOCUMENT_LIMITS.documentMaxCharacters,
  } = options;
  options.signal?.throwIfAborted();
  const guard = guardPdfResources({
    streamMaxBytes: DOCUMENT_LIMITS.streamMaxBytes,
    documentDecodedMaxBytes: DOCUMENT_LIMITS.documentDecodedMaxBytes,
    pageMaxOperators: DOCUMENT_LIMITS.pageMaxOperators,
    ...options.parserLimits,
  });
  try {
    const document = await openPdf(bytes, { maxBytes, imageMaxPixels }).catch((error: unknown) => {
      guard.throwIfExceeded();
      throw error;
    });
    try {
      return await readDocument({ bytes, document, guard }, options, {
        maxPages,
        ocrMaxPages,
        ocr,
        renderMaxPixels,
        imageMaxPixels,
        maxCharacters,
      });
    } finally {
      await document.destroy();
    }
  } finally {
    guard.release();
  }
}

async function readDocument(
  reading: PdfReading,
  options: ExtractPdfTextOptions,
  limits: {
    maxPages: number;
    ocrMaxPages: number;
    ocr: boolean;
    renderMaxPixels: number;
    imageMaxPixels: number;
    maxCharacters: number;
  },
): Promise<ExtractedDocument> {
  const { bytes, document } = reading;
  const pageCount = document.numPages;
  if (pageCount > limits.maxPages) throw ingestionErrors.tooManyPages(pageCount, limits.maxPages);
  const layouts = await readTextLayers(reading, options, limits.maxCharacters);
  // pdf.js rebuilds what it can of a file cut short; pages it found nothing for mean content is missing.
  if (!endsLikePdf(bytes) && layouts.some((layout) => layout.lines.length === 0)) throw ingestionErrors.truncated();
  if (limits.ocr) {
    const unreadable = layouts.filter((layout) => !isUsableTextLayer(pageText(layout.lines)));
    await ocrPages(reading, unreadable.slice(0, limits.ocrMaxPages), options, limits.renderMaxPixels);
  }
  const pages = toExtractedPages(layouts);
  if (pages.every((page) => page.text.trim() === '')) {
    // A scan whose image was too large to draw reads as blank: say why rather than "no text".
    const page = reading.guard.droppedImagePage;
    if (page !== null) {
      throw ingestionErrors.unsafe(`page ${page} has an image of more than ${limits.imageMaxPixels.toLocaleString('en-GB')} pixels`);
    }
    throw ingestionErrors.noText();
  }
  const title = await documentTitle(document);
  return {
    version: EXTRACTION_VERSION,
    pageCount,
    pages,
    ocrPages: pages.filter((page) => page.ocr).map((page) => page.page),
    info: title ? { title } : {},
  };
}
