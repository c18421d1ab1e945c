import { z } from 'zod';
import { RegionName } from './catalogue.ts';
import { DocumentSource } from './document-sources.ts';
import { requiredOrInvalid, userText, wholeNumberFromText } from './validation.ts';

/** A section appended to a document: "Annexure A", "Schedule 2", "The Plan" … with its pages (1-based). */
export const DetectedAnnexure = z.object({ title: z.string(), startPage: z.number().int(), endPage: z.number().int() });
export type DetectedAnnexure = z.infer<typeof DetectedAnnexure>;

/** Text fields of the multipart `POST /api/process-pdf`; the PDFs travel as `files[]` parts. */
export const ProcessPdfFields = z.object({
  practice_area_id: z.preprocess(
    wholeNumberFromText,
    z
      .number({ error: requiredOrInvalid('practice_area_id') })
      .int({ error: 'The selected practice area id is invalid.' })
      .min(1, { error: 'The selected practice area id is invalid.' })
      .max(6, { error: 'The selected practice area id is invalid.' }),
  ),
  region: RegionName.optional(),
  /** Chosen by the client so it can match `file.processed` progress events to this request. */
  batch_id: userText('batch_id').trim().min(1).max(100).optional(),
});
export type ProcessPdfFields = z.infer<typeof ProcessPdfFields>;

/**
 * One file of a process-pdf answer (spec §3 plus PRODUCT.md §4). A file that could not be read has an `error`
 * for the lawyer and no `uploadId`; the others are staged under `uploadId` for the case calls.
 */
export const ProcessedFile = z.object({
  filename: z.string(),
  /** The detected document type's id, or null when unsure or failed. */
  documentType: z.number().int().nullable(),
  documentTypeName: z.string().nullable(),
  confidence: z.number().min(0).max(1),
  /** Why the type is null when the classifier was unsure ("Could be a lease or an agreement for lease"). */
  classificationReason: z.string().nullable(),
  error: z.string().nullable(),
  annexures: z.array(DetectedAnnexure),
  /** The document's text for previews: the first pages, up to `CONTENT_PREVIEW_CHARS` characters. */
  content: z.string(),
  pages: z.number().int(),
  ocrPages: z.array(z.number().int()),
  uploadId: z.string().nullable(),
  sha256: z.string().nullable(),
  /** What the file was, where it was not a PDF (a Word document, scans); null for a PDF and a file not read. */
  source: DocumentSource.nullable(),
});
export type ProcessedFile = z.infer<typeof ProcessedFile>;

export const CONTENT_PREVIEW_CHARS = 20_000;

/** A staged upload as `GET /api/uploads/{uploadId}` answers it: a ProcessedFile without the text. */
export const StagedUpload = ProcessedFile.omit({ content: true });
export type StagedUpload = z.infer<typeof StagedUpload>;

export const StagedUploadResponse = z.object({ data: z.object({ upload: StagedUpload }) });
export type StagedUploadResponse = z.infer<typeof StagedUploadResponse>;

export const ProcessPdfResponse = z.object({ files: z.array(ProcessedFile) });
export type ProcessPdfResponse = z.infer<typeof ProcessPdfResponse>;

/** `POST {research host}/api/extract-doc-text`: the text of a PDF, DOCX or image, page by page. */
export const ExtractDocTextResponse = z.object({
  data: z.object({
    text: z.string(),
    pages: z.array(z.object({ page: z.number().int(), text: z.string() })),
    ocr: z.boolean(),
  }),
});
export type ExtractDocTextResponse = z.infer<typeof ExtractDocTextResponse>;
