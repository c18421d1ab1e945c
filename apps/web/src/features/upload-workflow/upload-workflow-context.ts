import type { Question } from '@dd/contracts';
import { createContext, use, type Dispatch } from 'react';
import type { ProcessedDetails, UploadWorkflowAction, UploadWorkflowState } from './upload-workflow-reducer.ts';

export type AddFileResult = { added: true } | { added: false; message: string };

/**
 * Where the saved draft stands: `waiting` to be restored when the workflow opens, `restoring`, `failed` (the files
 * could not be fetched; the draft is kept), or `none` (nothing to restore: the workflow is saved as it changes).
 */
export type DraftStatus = 'none' | 'waiting' | 'restoring' | 'failed';

export interface UploadWorkflow {
  state: UploadWorkflowState;
  dispatch: Dispatch<UploadWorkflowAction>;
  /** Adds a file unless its name is already in the list; says why when it is not added. */
  addFile: (file: File, docTypeId: number, questions: Question[], processed?: ProcessedDetails) => AddFileResult;
  draftStatus: DraftStatus;
  /** Brings back the files and choices of the last visit, fetching each file from its staged upload. */
  restoreDraft: () => Promise<void>;
  /** Forgets the saved draft and starts afresh (its uploads expire on the server). */
  discardDraft: () => void;
}

export const UploadWorkflowContext = createContext<UploadWorkflow | null>(null);

export function useUploadWorkflow(): UploadWorkflow {
  const workflow = use(UploadWorkflowContext);
  if (!workflow) throw new Error('useUploadWorkflow must be used inside UploadWorkflowProvider');
  return workflow;
}
