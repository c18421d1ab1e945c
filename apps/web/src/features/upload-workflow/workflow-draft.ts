import { initialUploadWorkflowState, type StagingItem, type UploadWorkflowState, type WorkflowFile } from './upload-workflow-reducer.ts';
import type { WorkflowDraft } from './workflow-draft-schema.ts';

export type { WorkflowDraft } from './workflow-draft-schema.ts';

/** Staged uploads live on the server this long; a draft older than them has nothing left to restore. */
const DRAFT_LIFETIME_MS = 24 * 60 * 60 * 1000;

const storageKey = (userId: string) => `dd.workflow-draft.${userId}`;

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
      source: entry.source,
      sha256: entry.sha256,
      docTypeId: entry.docTypeId,
      questions: entry.questions,
      documentTypeChanged: entry.documentTypeChanged,
    })),
    staged: staged.map((item) => ({
      uploadId: item.uploadId,
      name: item.name,
      pages: item.pages,
      annexures: item.annexures,
      source: item.source,
      sha256: item.sha256,
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
    const { uploadId, pages, annexures, source, sha256, docTypeId, questions, documentTypeChanged } = entry;
    return [{ file, uploadId, pages, annexures, source, sha256, docTypeId, questions, documentTypeChanged, isNewFile: true }];
  });
  const items: StagingItem[] = draft.staged.flatMap((entry) => {
    const file = fetched.get(entry.uploadId);
    if (!file) return [];
    const { uploadId, name, pages, annexures, source, sha256, docType, docTypeName, include, classificationReason } = entry;
    return [
      {
        name,
        file,
        uploadId,
        pages,
        annexures,
        source,
        sha256,
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

/** The stored text of the user's draft as JSON, or undefined when there is none or it is not JSON. */
function storedDraft(userId: string): unknown {
  try {
    const stored = window.localStorage.getItem(storageKey(userId));
    return stored === null ? undefined : JSON.parse(stored);
  } catch {
    // Storage refused or the text is not JSON: there is no draft to offer.
    return undefined;
  }
}

const isFresh = (draft: unknown, now: number) =>
  typeof draft === 'object' && draft !== null && 'savedAt' in draft && typeof draft.savedAt === 'number' && now - draft.savedAt < DRAFT_LIFETIME_MS;

/**
 * Whether the user has a draft young enough to restore, without reading it through its schema: every page asks
 * this as the app starts, and the schema (zod's) is loaded only by the workflow that restores the draft.
 */
export function hasRecentDraft(userId: string, now: number): boolean {
  if (isFresh(storedDraft(userId), now)) return true;
  writeDraft(userId, null);
  return false;
}

/** The user's saved draft, unless there is none, it is unreadable or its uploads have surely expired. */
export async function readDraft(userId: string, now: number): Promise<WorkflowDraft | null> {
  const { WorkflowDraft } = await import('./workflow-draft-schema.ts');
  const parsed = WorkflowDraft.safeParse(storedDraft(userId));
  if (parsed.success && isFresh(parsed.data, now)) return parsed.data;
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
