import { DetectedAnnexure, DocumentSource, Question, RegionName } from '@dd/contracts';
import { z } from 'zod';
import '../../lib/zod-jitless.ts';
import type { CustomQuestion } from './upload-workflow-reducer.ts';

// A module of its own: the draft is read through this schema only when the workflow restores it, so the app's
// start builds no schemas.

const StoredProcessing = {
  uploadId: z.string(),
  name: z.string(),
  pages: z.number().int().nullable(),
  annexures: z.array(DetectedAnnexure),
  // A draft saved before files were told apart by kind has none: every file in it was a PDF.
  source: DocumentSource.nullable().default(null),
  // Nor one saved before the content of files was compared: such a file is told apart by its name alone.
  sha256: z.string().nullable().default(null),
};

const DraftCustomQuestion = z.object({
  questions: z.string(),
  customQuestionId: z.string().nullable(),
  isEdited: z.boolean(),
}) satisfies z.ZodType<CustomQuestion>;

/**
 * What the workflow keeps in the browser so a reload, a closed tab or a crash loses nothing: the lawyer's choices
 * and where each file lives on the server. The files themselves are fetched back from their staged uploads.
 */
export const WorkflowDraft = z.object({
  savedAt: z.number(),
  practiceAreaId: z.number().int(),
  region: RegionName,
  documentTypeId: z.number().int().nullable(),
  activeFileName: z.string().nullable(),
  files: z.array(
    z.object({ ...StoredProcessing, docTypeId: z.number().int(), questions: z.array(Question), documentTypeChanged: z.boolean() }),
  ),
  staged: z.array(
    z.object({
      ...StoredProcessing,
      docType: z.number().int().nullable(),
      docTypeName: z.string().nullable(),
      include: z.boolean(),
      classificationReason: z.string().nullable(),
    }),
  ),
  customQuestions: z.record(z.string(), z.array(DraftCustomQuestion)),
});
export type WorkflowDraft = z.infer<typeof WorkflowDraft>;
