import { z } from 'zod';
import { DOCUMENT_LIMITS, type DocumentLimits } from './document-limits.ts';

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());
const whole = (min: number) =>
  optional(
    z.coerce
      .number({ error: 'must be a whole number' })
      .int({ error: 'must be a whole number' })
      .min(min, { error: `must be at least ${min}` }),
  );

/** The environment variables that override DOCUMENT_LIMITS, each with its README line. */
export const DocumentLimitsEnvironment = z.object({
  DOCUMENT_WORKERS: whole(2).describe(
    "Isolated document workers per process, at least 2; one user holds at most all but one (default: one more than the machine's processors).",
  ),
  DOCUMENT_WORKER_MEMORY_MB: whole(256).describe('Memory ceiling of one document worker in MB (default 1536).'),
  DOCUMENT_PAGE_TIMEOUT_MS: whole(1000).describe('Time allowed to read one page, text or OCR (default 30000).'),
  DOCUMENT_TIMEOUT_MS: whole(1000).describe('Time allowed to read one document (default 900000).'),
  PDF_MAX_STREAM_BYTES: whole(1024 * 1024).describe('Decompressed bytes allowed in one PDF stream (default 256 MB).'),
  PDF_MAX_DECODED_BYTES: whole(1024 * 1024).describe('Decompressed bytes allowed in one PDF altogether (default 1 GB).'),
  PDF_MAX_IMAGE_PIXELS: whole(1_000_000).describe('Pixels of one image drawn for OCR (default 100000000).'),
  PDF_MAX_RENDER_PIXELS: whole(1_000_000).describe('Pixels of one page rendered for OCR (default 16000000).'),
  PDF_MAX_PAGE_OPERATORS: whole(1000).describe('Drawing and text operations allowed on one page (default 1000000).'),
  DOCUMENT_MAX_CHARACTERS: whole(100_000).describe('Characters of text allowed in one document (default 10000000).'),
  OCR_MAX_PAGES: whole(0).describe('Pages of one document read by OCR (default 100).'),
});

/**
 * DOCUMENT_LIMITS with the overrides of an environment parsed by a schema that includes DocumentLimitsEnvironment,
 * for a machine of `processors` (os.availableParallelism(): this module is shared with the browser).
 */
export function documentLimitsOf(vars: z.infer<typeof DocumentLimitsEnvironment>, processors: number): DocumentLimits {
  const limits: DocumentLimits = { ...DOCUMENT_LIMITS, workers: Math.max(DOCUMENT_LIMITS.workers, processors + 1) };
  const overrides: Partial<DocumentLimits> = {
    workers: vars.DOCUMENT_WORKERS,
    workerMemoryMb: vars.DOCUMENT_WORKER_MEMORY_MB,
    pageTimeoutMs: vars.DOCUMENT_PAGE_TIMEOUT_MS,
    documentTimeoutMs: vars.DOCUMENT_TIMEOUT_MS,
    streamMaxBytes: vars.PDF_MAX_STREAM_BYTES,
    documentDecodedMaxBytes: vars.PDF_MAX_DECODED_BYTES,
    imageMaxPixels: vars.PDF_MAX_IMAGE_PIXELS,
    renderMaxPixels: vars.PDF_MAX_RENDER_PIXELS,
    pageMaxOperators: vars.PDF_MAX_PAGE_OPERATORS,
    documentMaxCharacters: vars.DOCUMENT_MAX_CHARACTERS,
    ocrMaxPages: vars.OCR_MAX_PAGES,
  };
  for (const [key, value] of Object.entries(overrides) as [keyof DocumentLimits, number | undefined][]) {
    if (value !== undefined) limits[key] = value;
  }
  return limits;
}
