import { DOCUMENT_KINDS_ADVICE, formatByteSize } from '@dd/contracts/plain';
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

/** What a lawyer can do with a genuine file that a reading limit stopped, by the kind of file it is. */
const UNSAFE_ADVICE = {
  PDF: 'save a new copy from a PDF reader (or print it to PDF) and upload that',
  document: 'save a new copy from a PDF reader (or print it to PDF) and upload that',
  'Word document': 'open it in Word, save a new copy as .docx (or as a PDF) and upload that',
  image: 'save a copy at a lower resolution and upload that',
  archive: 'unzip it and upload its files',
  email: 'open it in your email program, print it to PDF and upload that, with its attachments saved as files',
} as const;

/** Every message a lawyer can see from ingestion, in one place so their wording stays consistent. */
export const ingestionErrors = {
  empty: (what: 'PDF' | 'document' = 'PDF') => new IngestionError('empty', `This file is empty. Upload the ${what} again.`),
  notPdf: (detected?: string) =>
    new IngestionError(
      'not_pdf',
      detected
        ? `This file is not a PDF (it is ${/^[aeiou]/i.test(detected) ? 'an' : 'a'} ${detected} file). Save it as a PDF and upload it again.`
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
  tooLarge: (size: number, limit: number, what: 'PDF' | 'document' | 'archive' = 'PDF') =>
    new IngestionError(
      'too_large',
      `This ${what} is ${formatByteSize(size)}; the limit is ${formatByteSize(limit)}. Split it into smaller ${what}s and upload them separately.`,
    ),
  tooManyPages: (pages: number, limit: number, what: 'PDF' | 'document' = 'PDF') =>
    new IngestionError(
      'too_many_pages',
      `This ${what} has ${plural(pages, 'page')}; the limit is ${plural(limit, 'page')}. Split it into smaller ${what}s and upload them separately.`,
    ),
  /** Laying a document out as a PDF stopped at the page limit, so how far past it the document runs is unknown. */
  moreThanPages: (limit: number) =>
    new IngestionError(
      'too_many_pages',
      `This document has more than ${plural(limit, 'page')}, the limit. Split it into smaller documents and upload them separately.`,
    ),
  noText: () =>
    new IngestionError(
      'no_text',
      'No readable text was found in this PDF. If it is a scan, upload a clearer copy or a version with selectable text.',
    ),
  /** Reading stopped at a limit, or the isolated reader failed: `reason` says which, in the lawyer's words. */
  unsafe: (reason: string, what: keyof typeof UNSAFE_ADVICE = 'PDF') =>
    new IngestionError('unsafe', `This ${what} could not be read safely: ${reason}. If the file is genuine, ${UNSAFE_ADVICE[what]}.`),
  unreadableImage: (cause?: unknown) =>
    new IngestionError('corrupt', 'This image is damaged and cannot be read. Upload a PNG or JPEG copy.', { cause }),
  notImage: () => new IngestionError('not_pdf', 'This file is not a PNG or JPEG image. Upload a PNG, JPEG or PDF.'),
  unreadableWord: (cause?: unknown) =>
    new IngestionError(
      'corrupt',
      'This Word document could not be read. Open it in Word, save a new copy as .docx and upload that.',
      { cause },
    ),
  /** Word keeps a password-protected document in an encrypted container, whose contents cannot be read without it. */
  encryptedWord: () =>
    new IngestionError(
      'encrypted',
      'This Word document is password-protected. Open it in Word, remove the password and upload the unprotected copy.',
    ),
  legacyWord: () =>
    new IngestionError(
      'not_pdf',
      'This is a Word 97–2003 document (.doc), which cannot be read. Save it as a Word document (.docx) or a PDF and upload it again.',
    ),
  /** A .zip whose central directory cannot be read: nothing in it can be found, so none of it is unpacked. */
  unreadableArchive: (cause?: unknown) =>
    new IngestionError('corrupt', 'This archive is damaged and cannot be read. Make a new .zip and upload it again.', { cause }),
  /** An email (.eml or Outlook .msg) whose structure cannot be followed: damaged, cut short, or not an email at all. */
  unreadableMessage: (cause?: unknown) =>
    new IngestionError(
      'corrupt',
      'This email could not be read. Open it in your email program, print it to PDF and upload that, with its attachments saved as files.',
      { cause },
    ),
  /** An encrypted email (S/MIME, PGP, or Outlook's rights protection) holds its text and attachments sealed to its recipients. */
  encryptedMessage: () =>
    new IngestionError(
      'encrypted',
      'This email is encrypted. Open it in your email program, print it to PDF and upload that, with its attachments saved as files.',
    ),
  /** A case document of a kind the product does not read, named by what its bytes show it is. */
  unsupportedDocument: (detected?: string) =>
    new IngestionError(
      'not_pdf',
      `${detected ? `This file is a ${detected} file, which` : 'This file is of a type that'} cannot be read here. ${DOCUMENT_KINDS_ADVICE}`,
    ),
};

/**
 * Why a file in an uploaded archive or email was not taken, worded for the lawyer as the rest are: the upload's other
 * files are still read, so these are reasons beside a file's path, not errors.
 */
export const ARCHIVE_ENTRY_REASONS = {
  /**
   * Containers are unpacked one level below the upload (a zip in the uploaded zip, an email attached to the uploaded
   * email), not further.
   */
  nestedTooDeep:
    'An archive or email inside another one inside the upload is not unpacked. Save it on its own (unzip it, or save it from its email) and upload it.',
  encrypted: 'This file is encrypted in the archive. Unzip it with its password and upload the file.',
  outsideArchive: "This file's path in the archive points outside the archive, so it was not unpacked.",
  link: 'This is a link to another file, not a file, so it was not unpacked.',
  unsupportedMethod: (method: number) =>
    `This file is compressed in a way that cannot be read (method ${method}). Unzip it and upload the file.`,
  duplicate: (earlierPath: string) => `The same file as ${earlierPath}: it was read once.`,
  damaged: 'This file is damaged in the archive. Unzip it and upload the file.',
  compressionBomb: (ratio: number) =>
    `This file is compressed more than ${ratio} to 1 in the archive, as decompression bombs are, so it was not unpacked. If it is genuine, unzip it and upload the file.`,
} as const;
