import { z } from 'zod';

/**
 * The payloads of the background jobs (PRODUCT.md §2): what the API puts on the queue and the workers take off
 * it. Each names the record to work on, never the work's inputs, so a retried job reads the current state.
 */
export const JobPayloads = {
  /** Read a case file: text by page with positions, OCR where a page has none, annexures. */
  'case-file.extract': z.object({ caseFileId: z.uuid() }),
  /** Answer a case file's pending questions, its bank's and the lawyer's own. */
  'case-file.answer': z.object({ caseFileId: z.uuid() }),
  /** Send one mail. */
  'mail.send': z.object({
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    html: z.string().optional(),
  }),
  /** Delete expired unclaimed uploads with their files. */
  'uploads.sweep': z.object({}),
} as const;
export type JobName = keyof typeof JobPayloads;
export type JobPayload<N extends JobName> = z.infer<(typeof JobPayloads)[N]>;
