import { isLaidOutText, type ExtractDocTextResponse } from '@dd/contracts';
import { sniffFileType, type DocumentWorkerPool } from '@dd/engine';

export type DocumentText = ExtractDocTextResponse['data'];

/** An OLE file ('doc') may be an Outlook message, which is read; a Word 97–2003 document is refused with what to do. */
const EXTRACTABLE_TYPES = ['pdf', 'docx', 'png', 'jpeg', 'tiff', 'eml', 'doc'] as const;
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
 * The text of a PDF (OCR where a page has no usable text layer), a Word document or an email's message (page by page,
 * as laid out; an email's attachments are not read here), a page image (OCR, one page) or a TIFF's scans (OCR, page
 * by page), read by an isolated document worker. Throws the engine's IngestionError for a file that
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
  // A Word document, an email or a TIFF's scans: read, as the case documents are, through the PDF laid out from them,
  // page by page (decisions 70 and 72).
  if (type !== 'png' && type !== 'jpeg') {
    const { pdf, source } = await workers.run('render-pdf', { bytes, maxBytes, maxPages: maxPdfPages }, run);
    return readPdf(workers, pdf, { maxBytes, maxPages: maxPdfPages, ocr: !isLaidOutText(source.type) }, run);
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
