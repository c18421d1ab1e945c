import { z } from 'zod';
import { User } from './user.ts';

/** Every server → client realtime event with its payload (PRODUCT.md §4). Later features add theirs here. */
export const RealtimeEvents = {
  'user.updated': z.object({ user: User }),
  'case.progress': z.object({ caseId: z.string(), done: z.number().int(), total: z.number().int() }),
  'case.failed': z.object({ caseId: z.string(), message: z.string() }),
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
} as const;
export type RealtimeEventName = keyof typeof RealtimeEvents;
export type RealtimeEventPayload<E extends RealtimeEventName> = z.infer<(typeof RealtimeEvents)[E]>;
