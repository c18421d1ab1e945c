import { z } from 'zod';

/**
 * The payloads of the background jobs (PRODUCT.md §2): what the API puts on the queue and the workers take off
 * it. Each names the record to work on, never the work's inputs, so a retried job reads the current state.
 */
export const JobPayloads = {
  /** Read, OCR and classify a file sent to process-pdf, staging it for the case calls. */
  'upload.extract': z.object({ uploadId: z.uuid() }),
  /** Read a case file: text by page with positions, OCR where a page has none, annexures. */
  'case-file.extract': z.object({ caseFileId: z.uuid() }),
  /** Answer a case file's pending questions, its bank's and the lawyer's own. */
  'case-file.answer': z.object({ caseFileId: z.uuid() }),
  /** See whether a case's work is done (after a file or question was removed) and tell its owner. */
  'case.settle': z.object({ caseId: z.uuid() }),
  /**
   * Mail an account's links. The job makes the link itself, so no live token ever waits in the queue's table:
   * a retried reset mail carries a new token, which replaces the last. A reset is queued for any address
   * asked about; the job finds whether it has an account.
   */
  'mail.password-reset': z.object({ email: z.string().max(255) }),
  'mail.email-verification': z.object({ userId: z.uuid() }),
  /** Mail an invitation to join a firm: the job makes its link's token, as the account mails do. */
  'mail.organisation-invitation': z.object({ invitationId: z.uuid() }),
  /** Mail a case's member that a file was assigned to them, if it still is when the job runs. */
  'mail.file-assignment': z.object({ caseFileId: z.uuid(), assigneeId: z.uuid(), assignedById: z.uuid() }),
  /** Draft a report on title (a new version) from the case's registers and its other documents' answers. */
  'title-report.generate': z.object({ titleReportId: z.uuid() }),
  /** Read an uploaded annexure; one read as a deed, lease or charge joins the case as a file and is answered. */
  'annexure.extract': z.object({ annexureId: z.uuid() }),
  /** Delete expired unclaimed uploads with their files. */
  'uploads.sweep': z.object({}),
  /** Delete stored objects that no record refers to any more (left by a crash between storing and recording). */
  'storage.sweep-orphans': z.object({}),
  /** Delete rate-limit counters whose window has ended. */
  'rate-limits.sweep': z.object({}),
  /** Delete Idempotency-Keys older than 24 hours with the responses they kept. */
  'idempotency-keys.sweep': z.object({}),
} as const;
export type JobName = keyof typeof JobPayloads;
export type JobPayload<N extends JobName> = z.infer<(typeof JobPayloads)[N]>;
