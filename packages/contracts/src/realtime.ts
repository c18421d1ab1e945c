import { z } from 'zod';
import { Annexure } from './annexures.ts';
import { CasePresenceViewer } from './case-members.ts';
import { Case, CASE_STATUSES, CaseAnswer, CaseAnswerCounts, CaseFile } from './cases.ts';
import type { REALTIME_EVENT_NAMES } from './constants.ts';
import { ChecklistItem, TitleReport } from './title-reports.ts';
import { User } from './user.ts';

/** A case file's state without its questions and answers: what reading it changes. */
export const CaseFileState = CaseFile.pick({ id: true, status: true, pages: true, error: true, annexures: true, source: true });
export type CaseFileState = z.infer<typeof CaseFileState>;

/** Every server → client realtime event with its payload (PRODUCT.md §4). Later features add theirs here. */
export const RealtimeEvents = {
  'user.updated': z.object({ user: User }),
  /**
   * A case's answers coming in: where it stands, and what changed since the last event (the answers given, the files
   * read or failed), for the page to patch the record it shows rather than fetch it again.
   */
  'case.progress': z.object({
    caseId: z.string(),
    done: z.number().int(),
    total: z.number().int(),
    status: z.enum(CASE_STATUSES),
    answerCounts: CaseAnswerCounts,
    files: z.array(CaseFileState),
    answers: z.array(z.object({ caseFileId: z.string(), answer: CaseAnswer })),
  }),
  'case.failed': z.object({ caseId: z.string(), message: z.string() }),
  /** Every file of the case has been read and answered (or has failed with its reason): the whole record. */
  'case.answers.ready': z.object({ case: Case }),
  /**
   * Someone on the case (`userId`) changed it: an answer verified, edited or commented, a file added, the case renamed
   * or shared. The other pages on the case read it again (decision 65).
   */
  'case.changed': z.object({ caseId: z.string(), userId: z.string() }),
  /** A file of a case was assigned to the user who receives this (not sent to someone who assigned it to themselves). */
  'caseFile.assigned': z.object({
    caseId: z.string(),
    caseTitle: z.string(),
    caseFileId: z.string(),
    filename: z.string(),
    assignedBy: z.object({ id: z.string(), name: z.string() }),
  }),
  /** Who has the case open changed: someone opened it, closed it, or was last heard of too long ago. */
  'case.presence': z.object({ caseId: z.string(), viewers: z.array(CasePresenceViewer) }),
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
