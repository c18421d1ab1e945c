import {
  MESSAGES,
  type DetectedAnnexure,
  type DocumentSource,
  type ProcessedFile,
  type Question,
  type Region,
  type RealtimeEventPayload,
} from '@dd/contracts';

/** Spec §3 "Uploaded case file in the workflow". */
export interface WorkflowFile {
  file: File;
  docTypeId: number;
  questions: Question[];
  /** Added in this session, as opposed to a file of the case being edited. */
  isNewFile: boolean;
  /** The lawyer changed the document type after the file was added, so its answers must be redone. */
  documentTypeChanged: boolean;
  /** Where process-pdf stored the file, so the case calls need not send it again. */
  uploadId: string | null;
  pages: number | null;
  annexures: DetectedAnnexure[];
  /** What the file was where it was not a PDF (a Word document, scans), and what its reading could not keep. */
  source: DocumentSource | null;
  /** Hex SHA-256 of its content, as process-pdf read it: the same content staged again is the same file. */
  sha256: string | null;
}

/** What process-pdf found in a file, kept on the workflow file. */
export interface ProcessedDetails {
  uploadId: string | null;
  pages: number | null;
  annexures: DetectedAnnexure[];
  source: DocumentSource | null;
  sha256: string | null;
}

export const NOT_PROCESSED: ProcessedDetails = { uploadId: null, pages: null, annexures: [], source: null, sha256: null };

export type StagingProgress = Pick<RealtimeEventPayload<'file.processed'>, 'status' | 'page' | 'pages'>;

/** Spec §3 "Multi-file staging item", with what the server said about the file. */
export interface StagingItem {
  /** The file's name: as chosen, or its path in the archive it came in ("01 Title/Official copy.pdf"). */
  name: string;
  /**
   * The file to preview: the one chosen, or the PDF fetched from its upload in its place. Null for a file of an
   * archive (only the archive was chosen) until its PDF is fetched.
   */
  file: File | null;
  docType: number | null;
  docTypeName: string | null;
  include: boolean;
  processing: boolean;
  error: string | null;
  annexures: DetectedAnnexure[];
  /** The start of the document's text. */
  preview: string;
  questions: Question[];
  /** Why no type was detected. */
  classificationReason: string | null;
  progress: StagingProgress | null;
  uploadId: string | null;
  pages: number | null;
  /** What the file was where it was not a PDF, once read: the lawyer is told before choosing to add it. */
  source: DocumentSource | null;
  sha256: string | null;
}

/** Files being read by process-pdf, then chosen from, before they join the case files. */
export interface Staging {
  batchId: string;
  items: StagingItem[];
}

/** Spec §3 "Custom question", kept per file name until the case exists. */
export interface CustomQuestion {
  questions: string;
  customQuestionId: string | null;
  isEdited: boolean;
}

export interface UploadWorkflowState {
  practiceAreaId: number | null;
  region: Region | null;
  /** The document type chosen for the first file. */
  documentTypeId: number | null;
  /** Once the first file is in, its document type can no longer be chosen here (later files use a dialog). */
  documentTypeLocked: boolean;
  files: WorkflowFile[];
  activeFileName: string | null;
  customQuestions: Record<string, CustomQuestion[]>;
  /** The open staging panel, or null when closed. */
  staging: Staging | null;
}

/** A staged file on its way into the case files. */
export interface FileToAdd {
  file: File;
  docTypeId: number;
  questions: Question[];
  processed: ProcessedDetails;
}

export type UploadWorkflowAction =
  | { type: 'practiceAreaSelected'; practiceAreaId: number }
  | { type: 'regionSelected'; region: Region }
  | { type: 'documentTypeSelected'; documentTypeId: number }
  | { type: 'fileAdded'; file: File; docTypeId: number; questions: Question[]; processed?: ProcessedDetails }
  | { type: 'filesAdded'; files: FileToAdd[] }
  | { type: 'stagingStarted'; batchId: string; files: File[] }
  | { type: 'stagingProgressed'; batchId: string; fileName: string; progress: StagingProgress }
  /** The verdicts on a batch, by name (processWithinLimits): the chosen files', then those on the files of its archives. */
  | { type: 'stagingProcessed'; batchId: string; files: ProcessedFile[] }
  | { type: 'stagingFailed'; batchId: string; error: string }
  | { type: 'stagingItemChanged'; fileName: string; change: Partial<Pick<StagingItem, 'include' | 'docType' | 'docTypeName'>> }
  | { type: 'stagingClosed' }
  | { type: 'fileQuestionsLoaded'; fileName: string; questions: Question[] }
  | { type: 'fileDocumentTypeChanged'; fileName: string; docTypeId: number; questions: Question[] }
  | { type: 'activeFileSelected'; fileName: string }
  | { type: 'fileRemoved'; fileName: string }
  /** Undoes a removal: the file back where it was, with its own questions. */
  | { type: 'fileRestored'; entry: WorkflowFile; index: number; customQuestions: CustomQuestion[] }
  | { type: 'customQuestionsSaved'; fileName: string; questions: CustomQuestion[] }
  /**
   * A stored file's PDF, fetched to stand in for the file (staged, or one of the case files by then) under its name:
   * the previews draw it, where they cannot draw the original (a Word document, scans) or there is none (a file of
   * an archive).
   */
  | { type: 'stagedPdfFetched'; uploadId: string; file: File }
  /** The draft of an earlier visit, rebuilt from its staged uploads. */
  | { type: 'draftRestored'; state: UploadWorkflowState }
  | { type: 'reset' };

export const initialUploadWorkflowState: UploadWorkflowState = {
  practiceAreaId: null,
  region: null,
  documentTypeId: null,
  documentTypeLocked: false,
  files: [],
  activeFileName: null,
  customQuestions: {},
  staging: null,
};

/** Why `fileName` cannot be added, or null when it can: file names identify files within a case. */
export function rejectFile(state: UploadWorkflowState, fileName: string): string | null {
  return state.files.some((entry) => entry.file.name === fileName) ? MESSAGES.upload.duplicateFile : null;
}

/** Whether the workflow holds a file of this content already, under whatever name (an archive's copy of it). */
export const holdsContent = (state: UploadWorkflowState, sha256: string | null): boolean =>
  sha256 !== null && state.files.some((entry) => entry.sha256 === sha256);

const withoutKey = <V>(record: Record<string, V>, key: string): Record<string, V> =>
  Object.fromEntries(Object.entries(record).filter(([name]) => name !== key));

const newStagingItem = (name: string, file: File | null): StagingItem => ({
  name,
  file,
  docType: null,
  docTypeName: null,
  include: true,
  processing: true,
  error: null,
  annexures: [],
  preview: '',
  questions: [],
  classificationReason: null,
  progress: null,
  uploadId: null,
  pages: null,
  source: null,
  sha256: null,
});

const processedItem = (item: StagingItem, result: ProcessedFile): StagingItem => ({
  ...item,
  processing: false,
  docType: result.error ? null : result.documentType,
  docTypeName: result.error ? null : result.documentTypeName,
  error: result.error,
  include: result.error === null,
  annexures: result.annexures,
  preview: result.content,
  classificationReason: result.classificationReason,
  uploadId: result.uploadId,
  pages: result.pages,
  source: result.source,
  sha256: result.sha256,
});

/** Items of the current batch only: a late answer to an earlier batch must not touch the panel. */
const updateStaging = (state: UploadWorkflowState, batchId: string | null, update: (items: StagingItem[]) => StagingItem[]) =>
  state.staging && (batchId === null || state.staging.batchId === batchId)
    ? { ...state, staging: { ...state.staging, items: update(state.staging.items) } }
    : state;

/** Staged items that "Add files" moves into the case: included, with a document type, not failed. */
export const itemsToAdd = (staging: Staging | null): Array<StagingItem & { docType: number }> =>
  (staging?.items ?? []).filter(
    (item): item is StagingItem & { docType: number } =>
      item.include && item.docType !== null && !item.error && !item.processing,
  );

function addFile(state: UploadWorkflowState, toAdd: FileToAdd): UploadWorkflowState {
  if (rejectFile(state, toAdd.file.name)) return state;
  const entry: WorkflowFile = {
    file: toAdd.file,
    docTypeId: toAdd.docTypeId,
    questions: toAdd.questions,
    isNewFile: true,
    documentTypeChanged: false,
    ...toAdd.processed,
  };
  const isFirst = state.files.length === 0;
  return {
    ...state,
    files: [...state.files, entry],
    activeFileName: isFirst ? toAdd.file.name : state.activeFileName,
    documentTypeLocked: true,
    documentTypeId: isFirst ? toAdd.docTypeId : state.documentTypeId,
  };
}

const updateFile = (state: UploadWorkflowState, fileName: string, update: (entry: WorkflowFile) => WorkflowFile) => ({
  ...state,
  files: state.files.map((entry) => (entry.file.name === fileName ? update(entry) : entry)),
});

/** The upload workflow's transitions (spec §4 "Upload workflow"); pure, so every rule is testable alone. */
export function uploadWorkflowReducer(state: UploadWorkflowState, action: UploadWorkflowAction): UploadWorkflowState {
  switch (action.type) {
    case 'practiceAreaSelected':
      if (action.practiceAreaId === state.practiceAreaId) return state;
      // Document types belong to a practice area, so everything chosen under the previous one goes.
      return { ...initialUploadWorkflowState, region: state.region, practiceAreaId: action.practiceAreaId };

    case 'regionSelected':
      return { ...state, region: action.region };

    case 'documentTypeSelected':
      return state.documentTypeLocked ? state : { ...state, documentTypeId: action.documentTypeId };

    case 'fileAdded':
      return addFile(state, { ...action, processed: action.processed ?? NOT_PROCESSED });

    case 'filesAdded':
      return action.files.reduce(addFile, state);

    case 'stagingStarted':
      return { ...state, staging: { batchId: action.batchId, items: action.files.map((file) => newStagingItem(file.name, file)) } };

    case 'stagingProgressed':
      return updateStaging(state, action.batchId, (items) =>
        items.map((item) =>
          item.name === action.fileName && item.processing ? { ...item, progress: action.progress } : item,
        ),
      );

    // The items become the verdicts, matched by name, never by place: a chosen file keeps its own File to preview;
    // a file of an archive has none yet; an archive unpacked into its files is named by none and goes.
    case 'stagingProcessed':
      return updateStaging(state, action.batchId, (items) =>
        action.files.map((result) =>
          processedItem(items.find((item) => item.name === result.filename) ?? newStagingItem(result.filename, null), result),
        ),
      );

    case 'stagingFailed':
      return updateStaging(state, action.batchId, (items) =>
        items.map((item) => ({ ...item, processing: false, include: false, error: action.error })),
      );

    case 'stagingItemChanged':
      return updateStaging(state, null, (items) =>
        items.map((item) => (item.name === action.fileName ? { ...item, ...action.change } : item)),
      );

    case 'stagingClosed':
      return { ...state, staging: null };

    case 'fileQuestionsLoaded':
      return updateFile(state, action.fileName, (entry) => ({ ...entry, questions: action.questions }));

    case 'fileDocumentTypeChanged':
      return updateFile(state, action.fileName, (entry) =>
        entry.docTypeId === action.docTypeId
          ? entry
          : { ...entry, docTypeId: action.docTypeId, questions: action.questions, documentTypeChanged: true },
      );

    case 'activeFileSelected':
      return state.files.some((entry) => entry.file.name === action.fileName)
        ? { ...state, activeFileName: action.fileName }
        : state;

    case 'fileRemoved': {
      const files = state.files.filter((entry) => entry.file.name !== action.fileName);
      if (files.length === state.files.length) return state;
      const activeFileName =
        state.activeFileName === action.fileName ? (files[0]?.file.name ?? null) : state.activeFileName;
      return {
        ...state,
        files,
        activeFileName,
        documentTypeLocked: files.length > 0,
        customQuestions: withoutKey(state.customQuestions, action.fileName),
      };
    }

    case 'fileRestored': {
      if (rejectFile(state, action.entry.file.name)) return state;
      const files = [...state.files];
      files.splice(Math.min(action.index, files.length), 0, action.entry);
      const customQuestions =
        action.customQuestions.length > 0 ? { ...state.customQuestions, [action.entry.file.name]: action.customQuestions } : state.customQuestions;
      return { ...state, files, customQuestions, activeFileName: state.activeFileName ?? action.entry.file.name };
    }

    case 'customQuestionsSaved':
      return { ...state, customQuestions: { ...state.customQuestions, [action.fileName]: action.questions } };

    case 'stagedPdfFetched': {
      const swap = <T extends { uploadId: string | null; file: File | null }>(entry: T): T =>
        entry.uploadId === action.uploadId ? { ...entry, file: action.file } : entry;
      return {
        ...state,
        files: state.files.map(swap),
        staging: state.staging && { ...state.staging, items: state.staging.items.map(swap) },
      };
    }

    case 'draftRestored':
      return action.state;

    case 'reset':
      return initialUploadWorkflowState;
  }
}
