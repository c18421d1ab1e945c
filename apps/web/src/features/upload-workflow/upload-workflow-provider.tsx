import { MESSAGES } from '@dd/contracts';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState, type ReactNode } from 'react';
import { useApiClient } from '../../lib/api-client-context.tsx';
import { toast } from '../../ui/toast.tsx';
import { fetchDraftFiles } from './fetch-draft-files.ts';
import { UploadWorkflowContext, type DraftStatus, type UploadWorkflow } from './upload-workflow-context.ts';
import { initialUploadWorkflowState, rejectFile, uploadWorkflowReducer } from './upload-workflow-reducer.ts';
import { draftOf, hasRecentDraft, readDraft, restoredState, writeDraft } from './workflow-draft.ts';

/**
 * Holds the upload workflow's state across the pages of a new case, and keeps it as a draft in the browser (for
 * the signed-in user) so a reload or a closed tab can bring it back.
 */
export function UploadWorkflowProvider({ userId = null, children }: { userId?: string | null; children: ReactNode }) {
  const api = useApiClient();
  const [state, dispatch] = useReducer(uploadWorkflowReducer, initialUploadWorkflowState);
  const [draftStatus, setDraftStatus] = useState<DraftStatus>(() =>
    userId !== null && hasRecentDraft(userId, Date.now()) ? 'waiting' : 'none',
  );
  const restoring = useRef(false);

  // Saved only once any earlier draft is restored or discarded: the empty start must not overwrite it.
  useEffect(() => {
    if (userId !== null && draftStatus === 'none') writeDraft(userId, draftOf(state, Date.now()));
  }, [userId, draftStatus, state]);

  const restoreDraft = useCallback(async () => {
    if (restoring.current) return;
    restoring.current = true;
    try {
      const draft = userId === null ? null : await readDraft(userId, Date.now());
      if (draft === null) {
        setDraftStatus('none');
        return;
      }
      setDraftStatus('restoring');
      const { files, expired } = await fetchDraftFiles(api, draft);
      dispatch({ type: 'draftRestored', state: restoredState(draft, files) });
      setDraftStatus('none');
      if (files.size > 0) toast.success(MESSAGES.upload.draftRestored(files.size));
      if (expired.length > 0) toast.error(MESSAGES.upload.draftExpired(expired));
    } catch {
      setDraftStatus('failed');
    } finally {
      restoring.current = false;
    }
  }, [api, userId]);

  const discardDraft = useCallback(() => {
    if (userId !== null) writeDraft(userId, null);
    setDraftStatus('none');
  }, [userId]);

  const addFile = useCallback<UploadWorkflow['addFile']>(
    (file, docTypeId, questions, processed) => {
      const message = rejectFile(state, file.name);
      if (message) return { added: false, message };
      dispatch({ type: 'fileAdded', file, docTypeId, questions, processed });
      return { added: true };
    },
    [state],
  );

  const workflow = useMemo<UploadWorkflow>(
    () => ({ state, dispatch, addFile, draftStatus, restoreDraft, discardDraft }),
    [state, addFile, draftStatus, restoreDraft, discardDraft],
  );
  return <UploadWorkflowContext value={workflow}>{children}</UploadWorkflowContext>;
}
