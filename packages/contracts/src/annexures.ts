import { z } from 'zod';
import { userText } from './validation.ts';

/**
 * An annexure of a case: one detected inside a case file ("Schedule 2", an attached plan; pages of that file), or
 * one the lawyer uploaded (its own PDF). An uploaded annexure read as a deed, lease or charge becomes a case file
 * of that type, so its answers join the case (`caseFileId`).
 */
export const ANNEXURE_SOURCES = ['detected', 'uploaded'] as const;
export const ANNEXURE_STATUSES = ['reading', 'ready', 'failed'] as const;
export type AnnexureStatus = (typeof ANNEXURE_STATUSES)[number];

export const Annexure = z.object({
  /** An uploaded annexure's id; a detected one's is `{caseFileId}:{startPage}`. */
  id: z.string(),
  caseId: z.string(),
  source: z.enum(ANNEXURE_SOURCES),
  title: z.string(),
  /** The case file it was found in, or the one the lawyer attached it to. */
  parentCaseFileId: z.string().nullable(),
  parentFilename: z.string().nullable(),
  /** An uploaded annexure's own file name. */
  filename: z.string().nullable(),
  startPage: z.number().int(),
  endPage: z.number().int(),
  status: z.enum(ANNEXURE_STATUSES),
  error: z.string().nullable(),
  /** What an uploaded annexure was read as ("Plan", or a document type's name); null while reading. */
  kind: z.string().nullable(),
  /** The case file an uploaded deed became, whose answers join the case. */
  caseFileId: z.string().nullable(),
  createdAt: z.string().nullable(),
});
export type Annexure = z.infer<typeof Annexure>;

export const AnnexuresResponse = z.object({ data: z.object({ annexures: z.array(Annexure) }) });
export type AnnexuresResponse = z.infer<typeof AnnexuresResponse>;

/** Text fields of the multipart `POST …/upload-annexure`; the PDFs travel as `files[]` parts. */
export const UploadAnnexureFields = z.object({
  caseId: userText('caseId').trim().min(1, { error: 'The case id field is required.' }).max(100),
  caseFileId: z.preprocess((value) => (value === '' ? undefined : value), userText('caseFileId').trim().max(100).optional()),
});
export type UploadAnnexureFields = z.infer<typeof UploadAnnexureFields>;

export const AnnexureIdParam = z.object({ annexureId: z.string().describe('The annexure id') });
