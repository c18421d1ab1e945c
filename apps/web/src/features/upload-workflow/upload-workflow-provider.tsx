import { useCallback, useMemo, useReducer, type ReactNode } from 'react';
import { UploadWorkflowContext, type UploadWorkflow } from './upload-workflow-context.ts';
import { initialUploadWorkflowState, rejectFile, uploadWorkflowReducer } from './upload-workflow-reducer.ts';

/** Holds the upload workflow's state across the pages of a new or edited case. */
export function UploadWorkflowProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(uploadWorkflowReducer, initialUploadWorkflowState);

  const addFile = useCallback<UploadWorkflow['addFile']>(
    (file, docTypeId, questions, processed) => {
      const message = rejectFile(state, file.name);
      if (message) return { added: false, message };
      dispatch({ type: 'fileAdded', file, docTypeId, questions, processed });
      return { added: true };
    },
    [state],
  );

  const workflow = useMemo<UploadWorkflow>(() => ({ state, dispatch, addFile }), [state, addFile]);
  return <UploadWorkflowContext value={workflow}>{children}</UploadWorkflowContext>;
}
