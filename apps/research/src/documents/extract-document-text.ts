import type { ExtractDocTextResponse } from '@dd/contracts';
import { sniffFileType, type DocumentWorkerPool } from '@dd/engine';

export type DocumentText = ExtractDocTextResponse['data'];

const EXTRACTABLE_TYPES = ['pdf', 'docx', 'png', 'jpeg', 'tiff'] as const;
export type ExtractableType = (typeof EXTRACTABLE_TYPES)[number];

/** What the file is by its content, or null when it is nothing this host reads: names and claimed types lie. */
export function extractableType(bytes: Uint8Array): ExtractableType | null {
  const type = sniffFileType(bytes);
  return (EXTRACTABLE_TYPES as readonly string[]).includes(type) ? (type as ExtractableType) : null;
}

export interface ExtractDocumentTextOptions {
  maxBytes: number;
  maxPdfPages: number;
  /** The user it is read for: each user gets a fair share of the workers. */
  owner: string;
  signal: AbortSignal;
}

const onePage = (text: string, ocr: boolean): DocumentText => ({ text, pages: [{ page: 1, text }], ocr });

/**
 * The text of a PDF (OCR where a page has no usable text layer), a Word document (page by page, as laid out), a page
 * image (OCR, one page) or a TIFF's scans (OCR, page by page), read by an isolated document worker. Throws the engine's IngestionError for a file that
 * cannot be read, or cannot be read safely within the limits.
 */
export async function extractDocumentText(
  workers: DocumentWorkerPool,
  bytes: Uint8Array,
  type: ExtractableType,
  { maxBytes, maxPdfPages, owner, signal }: ExtractDocumentTextOptions,
): Promise<DocumentText> {
  const run = { owner, signal };
  if (type === 'pdf') return readPdf(workers, bytes, { maxBytes, maxPages: maxPdfPages }, run);
  // A Word document or a TIFF's scans: read, as the case documents are, through the PDF laid out from them, page by
  // page (decision 70).
  if (type === 'docx' || type === 'tiff') {
    const { pdf } = await workers.run('render-pdf', { bytes, maxBytes, maxPages: maxPdfPages }, run);
    // A Word document's rendition is all text we set: a short page is short, not a scan to be read by OCR.
    return readPdf(workers, pdf, { maxBytes, maxPages: maxPdfPages, ocr: type === 'tiff' }, run);
  }
  return onePage((await workers.run('ocr-image', { bytes }, run)).text, true);
}

async function readPdf(
  workers: DocumentWorkerPool,
  bytes: Uint8Array,
  limits: { maxBytes: number; maxPages: number; ocr?: boolean },
  run: { owner: string; signal: AbortSignal },
): Promise<DocumentText> {
  const document = await workers.run('extract-pdf', { bytes, ...limits }, run);
  const pages = document.pages.map(({ page, text }) => ({ page, text }));
  return { text: pages.map((page) => page.text).join('\n\n'), pages, ocr: document.ocrPages.length > 0 };
}
