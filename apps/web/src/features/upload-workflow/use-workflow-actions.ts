import { MESSAGES, type ProcessedFile, type Question } from '@dd/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useLayoutEffect, useRef, useState } from 'react';
import { useApiClient } from '../../lib/api-client-context.tsx';
import { ApiError, failureMessage } from '../../lib/api-error.ts';
import { toast } from '../../ui/toast.tsx';
import { useRealtimeEvent } from '../realtime/use-realtime-event.ts';
import { containerKind, documentKindRefusal, oneAtATime } from './accepted-documents.ts';
import { useUploadWorkflow } from './upload-workflow-context.ts';
import { holdsContent, itemsToAdd, rejectFile, type ProcessedDetails, type StagingItem } from './upload-workflow-reducer.ts';
import { discardUploads, fetchStagedPdf, processPdf, processWithinLimits, regionQuestionsQuery, withFreeNames } from './workflow-queries.ts';

/** A single file read by process-pdf, waiting for the lawyer to choose its document type in the dialog. */
export interface PendingFile {
  file: File;
  detectedTypeId: number | null;
  processed: ProcessedDetails;
}

/** Why a single upload was refused: the file's own error, or the request's. */
export interface SingleUploadFailure {
  fileName: string;
  message: string;
}

const detailsOf = (result: ProcessedFile): ProcessedDetails => ({
  uploadId: result.uploadId,
  pages: result.pages,
  annexures: result.annexures,
  source: result.source,
  sha256: result.sha256,
});

/** Whether the user was already told: the client toasted it, or a 401 ended the session. */
const alreadyHandled = (error: unknown) => error instanceof ApiError && (error.toasted || error.status === 401);

/** The upload workflow's server work: single uploads with the dialog, multi-file staging and adding staged files. */
export function useWorkflowActions() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const { state, dispatch } = useUploadWorkflow();
  // Handlers run across awaits; they read the newest state, not the one they were created with. Updated as the
  // state is committed, before the browser handles another click: as a passive effect it ran after the paint, so a
  // Remove clicked just after a type change saw the old type, and its Undo put the old type back.
  const latest = useRef(state);
  useLayoutEffect(() => {
    latest.current = state;
  }, [state]);

  const [uploadProgress, setUploadProgress] = useState<number | null>(null);
  /** How much of each staged file has been sent, while their request is under way. */
  const [stagingUploads, setStagingUploads] = useState<Map<File, number> | null>(null);
  const [pending, setPending] = useState<PendingFile | null>(null);
  const [failure, setFailure] = useState<SingleUploadFailure | null>(null);
  const [adding, setAdding] = useState(false);

  useRealtimeEvent('file.processed', (event) => {
    if (event.batchId === null) return;
    dispatch({
      type: 'stagingProgressed',
      batchId: event.batchId,
      fileName: event.filename,
      progress: { status: event.status, page: event.page, pages: event.pages },
    });
  });

  const scope = () => {
    const { practiceAreaId, region } = latest.current;
    if (practiceAreaId === null || region === null) throw new Error('Choose a practice area and region first');
    return { practiceAreaId, region };
  };

  const loadQuestions = (documentTypeId: number): Promise<Question[]> => {
    const { practiceAreaId, region } = scope();
    return queryClient.fetchQuery(regionQuestionsQuery(api, practiceAreaId, documentTypeId, region));
  };

  /**
   * Once a file is stored, the workflow keeps its PDF in its place where it has no PDF of its own to preview, as a
   * restored draft does: the one the server laid out from a Word document or scan, whose original the previews cannot
   * draw, or a file of an archive, of which only the archive was chosen. Fetched once; when it cannot be, the preview
   * says there is none, which is all that is lost, so nothing is toasted.
   */
  const keepStagedPdf = (name: string, uploadId: string | null) => {
    if (uploadId === null) return;
    fetchStagedPdf(api, uploadId, name).then(
      (pdf) => dispatch({ type: 'stagedPdfFetched', uploadId, file: pdf }),
      () => undefined,
    );
  };

  const addWithQuestions = async (file: File, docTypeId: number, processed: ProcessedDetails) => {
    let questions: Question[];
    try {
      questions = await loadQuestions(docTypeId);
    } catch {
      toast.error(MESSAGES.upload.questionsFailed);
      return;
    }
    if (rejectFile(latest.current, file.name)) {
      toast.error(MESSAGES.upload.duplicateFile);
      return;
    }
    dispatch({ type: 'fileAdded', file, docTypeId, questions, processed });
    if (processed.source !== null) keepStagedPdf(file.name, processed.uploadId);
  };

  /** Spec §4: the first file takes the chosen type and locks it; later files go through the dialog. */
  const uploadSingle = async (file: File) => {
    setFailure(null);
    if (rejectFile(latest.current, file.name)) {
      toast.error(MESSAGES.upload.duplicateFile);
      return;
    }
    // An archive's or an email's documents each need a type, which staging asks for: it is sent there rather than read here.
    const wrongKind = containerKind(file) !== null ? oneAtATime(file) : documentKindRefusal(file);
    if (wrongKind) {
      setFailure({ fileName: file.name, message: wrongKind });
      return;
    }
    const { practiceAreaId, region } = scope();
    setUploadProgress(0);
    let result: ProcessedFile | undefined;
    try {
      const response = await processPdf(api, {
        files: [file],
        practiceAreaId,
        region,
        batchId: crypto.randomUUID(),
        onProgress: setUploadProgress,
      });
      result = response.files.find((candidate) => candidate.filename === file.name);
      // Not named alone in its own answer, the file was an archive or an email after all (a name and type that did
      // not say so), which the server unpacked: its files are forgotten, and the lawyer sent to staging with it.
      if (!result || response.files.length > 1) {
        void discardUploads(api, response.files.flatMap((unpacked) => unpacked.uploadId ?? []));
        setFailure({ fileName: file.name, message: result ? MESSAGES.documents.emailOneAtATime(file.name) : MESSAGES.documents.archiveOneAtATime(file.name) });
        return;
      }
    } catch (error) {
      if (!alreadyHandled(error)) {
        setFailure({ fileName: file.name, message: failureMessage(error, MESSAGES.upload.processingFailed) });
      }
      return;
    } finally {
      setUploadProgress(null);
    }
    if (result.error) {
      setFailure({ fileName: file.name, message: result.error });
      return;
    }
    const processed = detailsOf(result);
    const { files, documentTypeId } = latest.current;
    if (files.length === 0 && documentTypeId !== null) await addWithQuestions(file, documentTypeId, processed);
    else setPending({ file, detectedTypeId: result.documentType, processed });
  };

  const confirmPending = async (docTypeId: number) => {
    if (!pending) return;
    setPending(null);
    await addWithQuestions(pending.file, docTypeId, pending.processed);
  };

  /**
   * Spec §4 multi-file staging: every file starts processing, then gets a detected type or an error; an archive
   * gives way to its files, each with its own.
   */
  const stageFiles = async (chosen: File[]) => {
    const names = new Set<string>();
    const fresh = chosen.filter((file) => {
      const duplicate = rejectFile(latest.current, file.name) !== null || names.has(file.name);
      names.add(file.name);
      return !duplicate;
    });
    if (fresh.length < chosen.length) toast.error(MESSAGES.upload.duplicateFiles);
    if (fresh.length === 0) return;
    const { practiceAreaId, region } = scope();
    const batchId = crypto.randomUUID();
    dispatch({ type: 'stagingStarted', batchId, files: fresh });
    try {
      const read = await processWithinLimits(api, { files: fresh, practiceAreaId, region, batchId, onProgress: setStagingUploads });
      const { verdicts, duplicates } = withFreeNames(api, read, ({ filename, sha256 }) => rejectFile(latest.current, filename) !== null || holdsContent(latest.current, sha256));
      if (duplicates > 0) toast.error(MESSAGES.upload.duplicateFiles);
      dispatch({ type: 'stagingProcessed', batchId, files: verdicts });
      const chosen = new Set(fresh.map((file) => file.name));
      for (const verdict of verdicts) {
        if (verdict.source !== null || !chosen.has(verdict.filename)) keepStagedPdf(verdict.filename, verdict.uploadId);
      }
      toastProcessed(verdicts);
    } catch (error) {
      dispatch({ type: 'stagingFailed', batchId, error: failureMessage(error, MESSAGES.upload.processingFailed) });
      if (!(error instanceof ApiError && error.status === 401)) toast.error(MESSAGES.upload.processingFailed);
    } finally {
      setStagingUploads(null);
    }
  };

  /**
   * The file a staged item joins the case files as: its own, or, for a file of an archive whose PDF did not come for
   * its preview, that PDF now (a case file is previewed, and a draft restored, by its File).
   */
  const fileOf = async (item: StagingItem): Promise<File> => {
    if (item.file) return item.file;
    if (item.uploadId === null) throw new Error(`${item.name} has neither a file nor an upload`);
    return fetchStagedPdf(api, item.uploadId, item.name);
  };

  /** Moves the included, typed items into the case files, each with its type's questions, then closes the panel. */
  const addStaged = async () => {
    const items = itemsToAdd(latest.current.staging);
    if (items.length === 0) return;
    setAdding(true);
    try {
      const files = await Promise.all(
        items.map(async (item) => ({
          file: await fileOf(item),
          docTypeId: item.docType,
          questions: await loadQuestions(item.docType),
          processed: { uploadId: item.uploadId, pages: item.pages, annexures: item.annexures, source: item.source, sha256: item.sha256 },
        })),
      );
      dispatch({ type: 'filesAdded', files });
      dispatch({ type: 'stagingClosed' });
      toast.success(MESSAGES.upload.filesAdded);
    } catch {
      toast.error(MESSAGES.upload.filesAddFailed);
    } finally {
      setAdding(false);
    }
  };

  /** A file's new type, with that type's questions; its answers will be those of the new type. */
  const changeFileType = async (fileName: string, docTypeId: number) => {
    try {
      dispatch({ type: 'fileDocumentTypeChanged', fileName, docTypeId, questions: await loadQuestions(docTypeId) });
    } catch {
      toast.error(MESSAGES.upload.questionsFailed);
    }
  };

  /** Removes a file, with a moment to take it back. */
  const removeFile = (fileName: string) => {
    const state = latest.current;
    const index = state.files.findIndex((entry) => entry.file.name === fileName);
    const entry = state.files[index];
    if (!entry) return;
    const customQuestions = state.customQuestions[fileName] ?? [];
    dispatch({ type: 'fileRemoved', fileName });
    toast.undoable(`Removed ${fileName}`, () => dispatch({ type: 'fileRestored', entry, index, customQuestions }));
  };

  return {
    changeFileType,
    removeFile,
    uploadSingle,
    uploadProgress,
    failure,
    pending,
    confirmPending,
    cancelPending: () => setPending(null),
    stageFiles,
    stagingUploads,
    addStaged,
    adding,
  };
}

export type WorkflowActions = ReturnType<typeof useWorkflowActions>;

/** The truth about a batch: all read (the spec's words), some (how many), or none. */
function toastProcessed(results: ProcessedFile[]): void {
  const read = results.filter((result) => result.error === null).length;
  if (read === results.length) toast.success(MESSAGES.upload.filesProcessed);
  else if (read === 0) toast.error(MESSAGES.upload.processingFailed);
  else toast.error(MESSAGES.upload.someFilesProcessed(read, results.length));
}
