import { LIMITS } from './constants.ts';

const MB = 1024 * 1024;

/**
 * How much reading one document may cost before it is refused as unsafe (issue 8): hostile PDFs inflate to
 * gigabytes, draw millions of shapes or loop for ever. Each limit is named in the lawyer's error.
 */
export const DOCUMENT_LIMITS = {
  /** Decompressed bytes of any one stream (a page's content, a font, an image). */
  streamMaxBytes: 256 * MB,
  /** Decompressed bytes of all streams of one document together. */
  documentDecodedMaxBytes: 1024 * MB,
  /** Pixels of one image drawn for OCR; larger images are left out of the page image. */
  imageMaxPixels: 100_000_000,
  /** Pixels of one page rendered for OCR; a larger page is rendered at a lower resolution. */
  renderMaxPixels: 16_000_000,
  /** Drawing and text operations on one page (its forms and patterns included). */
  pageMaxOperators: 1_000_000,
  /** Characters of text in one document (500 dense pages hold about 3 million). */
  documentMaxCharacters: 10_000_000,
  /** Pages of one document read by OCR. */
  ocrMaxPages: LIMITS.ocrMaxPages,
  /** Time to read one page (its text, or rendering and OCR). */
  pageTimeoutMs: 30_000,
  /** Time to read a whole document. */
  documentTimeoutMs: 15 * 60_000,
  /** Memory one document worker may use, in MB. */
  workerMemoryMb: 1536,
  /**
   * Document workers per process; each user is served by at most all but one of them. This is the least; unset,
   * a process runs one more than its machine's processors (documentLimitsOf), so one user's case keeps every
   * processor busy and another user's document still starts at once.
   */
  workers: 2,
} as const;

export type DocumentLimits = { -readonly [K in keyof typeof DOCUMENT_LIMITS]: number };
