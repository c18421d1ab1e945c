import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument, VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PDFDocumentProxy } from 'pdfjs-dist/types/src/display/api';
import { ingestionErrors, isIngestionError, type IngestionError } from './ingestion-error.ts';
import { sniffFileType } from './sniff-file-type.ts';

const pdfjsRoot = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
// Local copies of pdf.js's fonts, character maps and decoders: it must never fetch them from a network.
const assets = {
  standardFontDataUrl: join(pdfjsRoot, 'standard_fonts') + '/',
  cMapUrl: join(pdfjsRoot, 'cmaps') + '/',
  cMapPacked: true,
  wasmUrl: join(pdfjsRoot, 'wasm') + '/',
};

const EOF_MARKER = '%%EOF';

/** A complete PDF ends with %%EOF; a cut-off upload does not. */
export function endsLikePdf(bytes: Uint8Array): boolean {
  const tail = new TextDecoder('latin1').decode(bytes.subarray(Math.max(0, bytes.length - 2048)));
  return tail.includes(EOF_MARKER);
}

/** Checks what can be known before parsing: size, emptiness and that the content is a PDF at all. */
export function checkPdfBytes(bytes: Uint8Array, maxBytes: number): void {
  if (bytes.length === 0) throw ingestionErrors.empty();
  if (bytes.length > maxBytes) throw ingestionErrors.tooLarge(bytes.length, maxBytes);
  const type = sniffFileType(bytes);
  if (type === 'pdf') return;
  const names: Record<string, string> = { png: 'PNG image', jpeg: 'JPEG image', webp: 'WebP image', docx: 'Word' };
  throw ingestionErrors.notPdf(names[type]);
}

/**
 * Turns whatever pdf.js throws while reading a file into what went wrong for the lawyer: a password, a file cut
 * short (no end marker), or damage. Aborts and our own errors pass through unchanged.
 */
export function toIngestionError(error: unknown, bytes: Uint8Array): unknown {
  if (isIngestionError(error)) return error;
  if (error instanceof Error && error.name === 'AbortError') return error;
  if (error instanceof Error && error.name === 'PasswordException') return ingestionErrors.encrypted(error);
  return endsLikePdf(bytes) ? ingestionErrors.corrupt(error) : ingestionErrors.truncated(error);
}

export interface OpenPdfOptions {
  maxBytes: number;
  /** Images with more pixels are left out when a page is drawn (pdf.js checks before decoding them). */
  imageMaxPixels: number;
}

/** Opens a PDF with pdf.js, or throws an {@link IngestionError} saying why it cannot be read. */
export async function openPdf(bytes: Uint8Array, { maxBytes, imageMaxPixels }: OpenPdfOptions): Promise<PDFDocumentProxy> {
  checkPdfBytes(bytes, maxBytes);
  // pdf.js takes a plain Uint8Array (not a Buffer) and transfers it away: it gets a copy, the caller keeps theirs.
  const task = getDocument({
    data: new Uint8Array(bytes),
    verbosity: VerbosityLevel.ERRORS,
    isEvalSupported: false,
    stopAtErrors: false,
    maxImageSize: imageMaxPixels,
    ...assets,
  });
  try {
    return await task.promise;
  } catch (error) {
    await task.destroy();
    throw toIngestionError(error, bytes) as IngestionError;
  }
}
