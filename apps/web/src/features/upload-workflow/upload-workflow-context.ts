import type { Question } from '@dd/contracts';
import { createContext, use, type Dispatch } from 'react';
import type { ProcessedDetails, UploadWorkflowAction, UploadWorkflowState } from './upload-workflow-reducer.ts';

export type AddFileResult = { added: true } | { added: false; message: string };

export interface UploadWorkflow {
  state: UploadWorkflowState;
  dispatch: Dispatch<UploadWorkflowAction>;
  /** Adds a file unless its name is already in the list; says why when it is not added. */
  addFile: (file: File, docTypeId: number, questions: Question[], processed?: ProcessedDetails) => AddFileResult;
}

export const UploadWorkflowContext = createContext<UploadWorkflow | null>(null);

export function useUploadWorkflow(): UploadWorkflow {
  const workflow = use(UploadWorkflowContext);
  if (!workflow) throw new Error('useUploadWorkflow must be used inside UploadWorkflowProvider');
  return workflow;
}
