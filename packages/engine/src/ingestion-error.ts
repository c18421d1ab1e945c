import { formatByteSize } from '@dd/contracts';
import { plural } from './plural.ts';

/** Why a file could not be read; the server maps each code to an HTTP status and shows the message as is. */
export type IngestionErrorCode =
  | 'not_pdf'
  | 'empty'
  | 'encrypted'
  | 'corrupt'
  | 'truncated'
  | 'too_large'
  | 'too_many_pages'
  | 'no_text'
  | 'unsafe';

/** A problem with the uploaded file itself, worded for the lawyer who uploaded it. */
export class IngestionError extends Error {
  override readonly name = 'IngestionError';

  constructor(
    readonly code: IngestionErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export const isIngestionError = (error: unknown): error is IngestionError => error instanceof IngestionError;

/** Every message a lawyer can see from ingestion, in one place so their wording stays consistent. */
export const ingestionErrors = {
  empty: () => new IngestionError('empty', 'This file is empty. Upload the PDF again.'),
  notPdf: (detected?: string) =>
    new IngestionError(
      'not_pdf',
      detected
        ? `This file is not a PDF (it is a ${detected} file). Save it as a PDF and upload it again.`
        : 'This file is not a PDF. Save it as a PDF and upload it again.',
    ),
  encrypted: (cause?: unknown) =>
    new IngestionError('encrypted', 'This PDF is password-protected. Remove the password and upload it again.', { cause }),
  corrupt: (cause?: unknown) =>
    new IngestionError(
      'corrupt',
      'This PDF is damaged and cannot be read. Open it in a PDF reader, save a new copy and upload that.',
      { cause },
    ),
  truncated: (cause?: unknown) =>
    new IngestionError(
      'truncated',
      'This PDF is incomplete: the file ends before the document does. Upload the complete file again.',
      { cause },
    ),
  tooLarge: (size: number, limit: number) =>
    new IngestionError(
      'too_large',
      `This PDF is ${formatByteSize(size)}; the limit is ${formatByteSize(limit)}. Split it into smaller PDFs and upload them separately.`,
    ),
  tooManyPages: (pages: number, limit: number) =>
    new IngestionError(
      'too_many_pages',
      `This PDF has ${plural(pages, 'page')}; the limit is ${plural(limit, 'page')}. Split it into smaller PDFs and upload them separately.`,
    ),
  noText: () =>
    new IngestionError(
      'no_text',
      'No readable text was found in this PDF. If it is a scan, upload a clearer copy or a version with selectable text.',
    ),
  /** Reading stopped at a limit, or the isolated reader failed: `reason` says which, in the lawyer's words. */
  unsafe: (reason: string, what: 'PDF' | 'document' = 'PDF') =>
    new IngestionError(
      'unsafe',
      `This ${what} could not be read safely: ${reason}. If the file is genuine, save a new copy from a PDF reader (or print it to PDF) and upload that.`,
    ),
  unreadableImage: (cause?: unknown) =>
    new IngestionError('corrupt', 'This image is damaged and cannot be read. Upload a PNG or JPEG copy.', { cause }),
  notImage: () => new IngestionError('not_pdf', 'This file is not a PNG or JPEG image. Upload a PNG, JPEG or PDF.'),
};
