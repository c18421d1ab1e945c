import { z } from 'zod';
import { Annexure } from './annexures.ts';
import { Case, CaseAnswer } from './cases.ts';
import type { REALTIME_EVENT_NAMES } from './constants.ts';
import { ChecklistItem, TitleReport } from './title-reports.ts';
import { User } from './user.ts';

/** Every server → client realtime event with its payload (PRODUCT.md §4). Later features add theirs here. */
export const RealtimeEvents = {
  'user.updated': z.object({ user: User }),
  'case.progress': z.object({ caseId: z.string(), done: z.number().int(), total: z.number().int() }),
  'case.failed': z.object({ caseId: z.string(), message: z.string() }),
  /** Every file of the case has been read and answered (or has failed with its reason): the whole record. */
  'case.answers.ready': z.object({ case: Case }),
  /** A file's own questions have been answered. */
  'customQuestions.ready': z.object({ caseId: z.string(), caseFileId: z.string(), answers: z.array(CaseAnswer) }),
  /** A title report's background draft is done (ready or failed). */
  'titleReport.ready': z.object({ caseId: z.string(), titleReport: TitleReport }),
  /** A case's checklist was drawn up again (in another tab, or by another admin). */
  'checklist.ready': z.object({ caseId: z.string(), items: z.array(ChecklistItem) }),
  /** An uploaded annexure has been read (or failed). */
  'annexure.ready': z.object({ caseId: z.string(), annexure: Annexure }),
  /** Progress of one file of a process-pdf request: reading, OCR page by page, then done or failed. */
  'file.processed': z.object({
    batchId: z.string().nullable(),
    filename: z.string(),
    index: z.number().int(),
    total: z.number().int(),
    status: z.enum(['reading', 'ocr', 'done', 'failed']),
    page: z.number().int().nullable(),
    pages: z.number().int().nullable(),
    error: z.string().nullable(),
  }),
} as const satisfies Record<(typeof REALTIME_EVENT_NAMES)[number], z.ZodType>;
export type RealtimeEventName = keyof typeof RealtimeEvents;
export type RealtimeEventPayload<E extends RealtimeEventName> = z.infer<(typeof RealtimeEvents)[E]>;
