import type { ExtractDocTextResponse } from '@dd/contracts';
import { extractDocxText, extractPdfText, ocrImage, sniffFileType } from '@dd/engine';

export type DocumentText = ExtractDocTextResponse['data'];

const EXTRACTABLE_TYPES = ['pdf', 'docx', 'png', 'jpeg'] as const;
export type ExtractableType = (typeof EXTRACTABLE_TYPES)[number];

/** What the file is by its content, or null when it is nothing this host reads: names and claimed types lie. */
export function extractableType(bytes: Uint8Array): ExtractableType | null {
  const type = sniffFileType(bytes);
  return (EXTRACTABLE_TYPES as readonly string[]).includes(type) ? (type as ExtractableType) : null;
}

export interface ExtractDocumentTextOptions {
  maxBytes: number;
  maxPdfPages: number;
  signal: AbortSignal;
}

const onePage = (text: string, ocr: boolean): DocumentText => ({ text, pages: [{ page: 1, text }], ocr });

/**
 * The text of a PDF (OCR where a page has no usable text layer), a Word document (one page) or a page image
 * (OCR, one page). Throws the engine's IngestionError for a file that cannot be read.
 */
export async function extractDocumentText(
  bytes: Uint8Array,
  type: ExtractableType,
  { maxBytes, maxPdfPages, signal }: ExtractDocumentTextOptions,
): Promise<DocumentText> {
  signal.throwIfAborted();
  if (type === 'pdf') {
    const document = await extractPdfText(bytes, { maxBytes, maxPages: maxPdfPages, signal });
    const pages = document.pages.map(({ page, text }) => ({ page, text }));
    return { text: pages.map((page) => page.text).join('\n\n'), pages, ocr: document.ocrPages.length > 0 };
  }
  if (type === 'docx') return onePage((await extractDocxText(bytes)).text, false);
  return onePage((await ocrImage(bytes)).text, true);
}
