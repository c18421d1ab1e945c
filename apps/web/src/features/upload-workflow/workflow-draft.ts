import { DetectedAnnexure, Question, RegionName } from '@dd/contracts';
import { z } from 'zod';
import {
  initialUploadWorkflowState,
  type CustomQuestion,
  type StagingItem,
  type UploadWorkflowState,
  type WorkflowFile,
} from './upload-workflow-reducer.ts';

/** Staged uploads live on the server this long; a draft older than them has nothing left to restore. */
const DRAFT_LIFETIME_MS = 24 * 60 * 60 * 1000;

const storageKey = (userId: string) => `dd.workflow-draft.${userId}`;

const StoredProcessing = {
  uploadId: z.string(),
  name: z.string(),
  pages: z.number().int().nullable(),
  annexures: z.array(DetectedAnnexure),
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

const hasUpload = <T extends { uploadId: string | null }>(entry: T): entry is T & { uploadId: string } => entry.uploadId !== null;

/** The part of the workflow worth restoring, or null when there is none (nothing staged on the server). */
export function draftOf(state: UploadWorkflowState, now: number): WorkflowDraft | null {
  const files = state.files.filter(hasUpload);
  const staged = (state.staging?.items ?? []).filter((item) => !item.processing && !item.error).filter(hasUpload);
  if (state.practiceAreaId === null || state.region === null || (files.length === 0 && staged.length === 0)) return null;
  return {
    savedAt: now,
    practiceAreaId: state.practiceAreaId,
    region: state.region,
    documentTypeId: state.documentTypeId,
    activeFileName: state.activeFileName,
    files: files.map((entry) => ({
      uploadId: entry.uploadId,
      name: entry.file.name,
      pages: entry.pages,
      annexures: entry.annexures,
      docTypeId: entry.docTypeId,
      questions: entry.questions,
      documentTypeChanged: entry.documentTypeChanged,
    })),
    staged: staged.map((item) => ({
      uploadId: item.uploadId,
      name: item.file.name,
      pages: item.pages,
      annexures: item.annexures,
      docType: item.docType,
      docTypeName: item.docTypeName,
      include: item.include,
      classificationReason: item.classificationReason,
    })),
    customQuestions: state.customQuestions,
  };
}

/**
 * The workflow as the draft left it, with each file rebuilt from its upload. A file whose upload is gone (expired
 * or discarded elsewhere) is left out, with its own questions.
 */
export function restoredState(draft: WorkflowDraft, fetched: ReadonlyMap<string, File>): UploadWorkflowState {
  const files: WorkflowFile[] = draft.files.flatMap((entry) => {
    const file = fetched.get(entry.uploadId);
    if (!file) return [];
    const { uploadId, pages, annexures, docTypeId, questions, documentTypeChanged } = entry;
    return [{ file, uploadId, pages, annexures, docTypeId, questions, documentTypeChanged, isNewFile: true }];
  });
  const items: StagingItem[] = draft.staged.flatMap((entry) => {
    const file = fetched.get(entry.uploadId);
    if (!file) return [];
    const { uploadId, pages, annexures, docType, docTypeName, include, classificationReason } = entry;
    return [
      {
        file,
        uploadId,
        pages,
        annexures,
        docType,
        docTypeName,
        include,
        classificationReason,
        processing: false,
        error: null,
        preview: '',
        questions: [],
        progress: null,
      },
    ];
  });
  const names = new Set(files.map((entry) => entry.file.name));
  return {
    ...initialUploadWorkflowState,
    practiceAreaId: draft.practiceAreaId,
    region: draft.region,
    documentTypeId: files.length > 0 ? draft.documentTypeId : null,
    documentTypeLocked: files.length > 0,
    files,
    activeFileName: draft.activeFileName !== null && names.has(draft.activeFileName) ? draft.activeFileName : (files[0]?.file.name ?? null),
    customQuestions: Object.fromEntries(Object.entries(draft.customQuestions).filter(([name]) => names.has(name))),
    staging: items.length > 0 ? { batchId: crypto.randomUUID(), items } : null,
  };
}

/** The user's saved draft, unless there is none, it is unreadable or its uploads have surely expired. */
export function readDraft(userId: string, now: number): WorkflowDraft | null {
  try {
    const stored = window.localStorage.getItem(storageKey(userId));
    if (stored === null) return null;
    const parsed = WorkflowDraft.safeParse(JSON.parse(stored));
    if (parsed.success && now - parsed.data.savedAt < DRAFT_LIFETIME_MS) return parsed.data;
  } catch {
    // Storage refused or the text is not JSON: there is no draft to offer.
  }
  writeDraft(userId, null);
  return null;
}

/** Keeps the draft, or forgets it when there is nothing to keep. Storage may be full or refused: a draft is a convenience. */
export function writeDraft(userId: string, draft: WorkflowDraft | null): void {
  try {
    if (draft === null) window.localStorage.removeItem(storageKey(userId));
    else window.localStorage.setItem(storageKey(userId), JSON.stringify(draft));
  } catch {
    // Without storage the workflow still works; only a reload would lose it, as before.
  }
}
