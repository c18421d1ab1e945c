import { MESSAGES, type Question, type Region } from '@dd/contracts';

/** Spec §3 "Uploaded case file in the workflow". */
export interface WorkflowFile {
  file: File;
  docTypeId: number;
  questions: Question[];
  /** Added in this session, as opposed to a file of the case being edited. */
  isNewFile: boolean;
  /** The lawyer changed the document type after the file was added, so its answers must be redone. */
  documentTypeChanged: boolean;
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
}

export type UploadWorkflowAction =
  | { type: 'practiceAreaSelected'; practiceAreaId: number }
  | { type: 'regionSelected'; region: Region }
  | { type: 'documentTypeSelected'; documentTypeId: number }
  | { type: 'fileAdded'; file: File; docTypeId: number; questions: Question[] }
  | { type: 'fileQuestionsLoaded'; fileName: string; questions: Question[] }
  | { type: 'fileDocumentTypeChanged'; fileName: string; docTypeId: number; questions: Question[] }
  | { type: 'activeFileSelected'; fileName: string }
  | { type: 'fileRemoved'; fileName: string }
  | { type: 'customQuestionsSaved'; fileName: string; questions: CustomQuestion[] }
  | { type: 'reset' };

export const initialUploadWorkflowState: UploadWorkflowState = {
  practiceAreaId: null,
  region: null,
  documentTypeId: null,
  documentTypeLocked: false,
  files: [],
  activeFileName: null,
  customQuestions: {},
};

/** Why `fileName` cannot be added, or null when it can: file names identify files within a case. */
export function rejectFile(state: UploadWorkflowState, fileName: string): string | null {
  return state.files.some((entry) => entry.file.name === fileName) ? MESSAGES.upload.duplicateFile : null;
}

const withoutKey = <V>(record: Record<string, V>, key: string): Record<string, V> =>
  Object.fromEntries(Object.entries(record).filter(([name]) => name !== key));

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

    case 'fileAdded': {
      if (rejectFile(state, action.file.name)) return state;
      const entry: WorkflowFile = {
        file: action.file,
        docTypeId: action.docTypeId,
        questions: action.questions,
        isNewFile: true,
        documentTypeChanged: false,
      };
      const isFirst = state.files.length === 0;
      return {
        ...state,
        files: [...state.files, entry],
        activeFileName: isFirst ? action.file.name : state.activeFileName,
        documentTypeLocked: true,
        documentTypeId: isFirst ? action.docTypeId : state.documentTypeId,
      };
    }

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

    case 'customQuestionsSaved':
      return { ...state, customQuestions: { ...state.customQuestions, [action.fileName]: action.questions } };

    case 'reset':
      return initialUploadWorkflowState;
  }
}
