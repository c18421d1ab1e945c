import type {
  CaseAnswerResponse,
  CaseFilesSentResponse,
  CaseResponse,
  CasesResponse,
  CustomQuestionsResponse,
  Case,
  CaseFile,
  DocumentTypeChangeConflict,
  CaseFileMeta,
  CaseReportFormat,
  CaseReportResponse,
  CaseScope,
  Region,
} from '@dd/contracts';
import { keepNewerAnswers } from '@dd/contracts';
import { queryOptions, replaceEqualDeep, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api-client.ts';
import { ApiError } from '../../lib/api-error.ts';
import { CHAT_API } from '../catalogue/catalogue-paths.ts';

export const CASES_QUERY_KEY = ['cases'] as const;
export const caseQueryKey = (caseId: string) => [...CASES_QUERY_KEY, 'case', caseId] as const;

/**
 * Shows the case as a save returned it. A read still in flight (started before the save) is cancelled first, so
 * it cannot land afterwards and put back the record as it was.
 */
export async function showSavedCase(queryClient: QueryClient, record: Case): Promise<void> {
  await queryClient.cancelQueries({ queryKey: caseQueryKey(record.id) });
  queryClient.setQueryData(caseQueryKey(record.id), record);
}

/**
 * The case record. The page words a failure itself ('Failed to get case'), so the client does not toast it. A read
 * or save that lands keeps any answer the page shows in a later version (one a live update brought meanwhile), and
 * what did not change stays the same object, so only changed rows draw again.
 */
export const caseQuery = (api: ApiClient, caseId: string) =>
  queryOptions({
    queryKey: caseQueryKey(caseId),
    queryFn: async ({ signal }) => (await api.request<CaseResponse>(`${CHAT_API}/response/${caseId}`, { signal, toastErrors: false })).data.case,
    structuralSharing: (shown: unknown, fresh: unknown) => replaceEqualDeep(shown, keepNewerAnswers(fresh as Case, shown as Case | undefined)),
  });

/** The case list opens on its first page, which the app fetches as it starts on the home page. */
export const FIRST_CASES_PAGE = 1;

/** The case list opens on every case the user works on: their own and those shared with them. */
export const FIRST_CASES_SCOPE: CaseScope = 'all';

/**
 * A page of the user's cases, newest first; `search` matches a title or a file name, `scope` keeps the user's own
 * (`mine`), those shared with them (`shared`) or both (`all`).
 */
export const casesQuery = (api: ApiClient, page: number, search: string, scope: CaseScope = FIRST_CASES_SCOPE) =>
  queryOptions({
    queryKey: [...CASES_QUERY_KEY, 'list', page, search, scope],
    queryFn: async ({ signal }) => {
      const query = new URLSearchParams({ page: String(page), ...(search && { search }), scope });
      return (await api.request<CasesResponse>(`${CHAT_API}/cases?${query}`, { signal })).data;
    },
  });

export interface GenerateCaseInput {
  title?: string;
  practiceAreaId: number;
  region: Region;
  /** Files staged by process-pdf go by their upload id; any other file is sent again. */
  files: { file: File; uploadId: string | null; meta: CaseFileMeta }[];
  /** One per submission: pressing Generate again for the same files returns the case already made. */
  idempotencyKey: string;
  /** Send none of the case's text to a language model; absent, the firm's default. */
  builtinOnly?: boolean;
}

/** Creates the case; answering goes on in the background. */
export async function generateCase(api: ApiClient, input: GenerateCaseInput): Promise<Case> {
  const form = new FormData();
  if (input.title) form.append('title', input.title);
  form.append('practice_area_id', String(input.practiceAreaId));
  form.append('region', input.region);
  form.append('filesMeta', JSON.stringify(input.files.map((file) => file.meta)));
  if (input.builtinOnly !== undefined) form.append('builtin_only', String(input.builtinOnly));
  for (const { file, uploadId } of input.files) {
    if (uploadId) form.append('uploadIds[]', uploadId);
    else form.append('files[]', file);
  }
  return (
    await api.request<CaseFilesSentResponse>(`${CHAT_API}/response/ai/generate`, {
      method: 'POST',
      body: form,
      toastErrors: false,
      idempotencyKey: input.idempotencyKey,
    })
  ).data.case;
}

// Each edit names the version of the record it was made from: a 409 says someone changed it first (edit-conflict.ts).

export const editCaseTitle = async (api: ApiClient, caseId: string, title: string, version: number) =>
  (await api.request<CaseResponse>(`${CHAT_API}/cases/title/edit/${caseId}`, { method: 'PUT', body: { title, version }, toastErrors: false })).data.case;

/** Keeps the case's text from the language model, or lets it go there again. */
export const editCaseEngine = async (api: ApiClient, caseId: string, builtinOnly: boolean, version: number) =>
  (await api.request<CaseResponse>(`${CHAT_API}/cases/engine/edit/${caseId}`, { method: 'PUT', body: { builtinOnly, version }, toastErrors: false })).data.case;

export const saveComment = (api: ApiClient, input: { caseId: string; answerId?: string; comment: string; version: number }) =>
  api.request(`${CHAT_API}/cases/comment/edit`, { method: 'PUT', body: { ...input } });

/** The lawyer's correction, kept beside the engine's answer (an empty one takes the correction away). */
export async function editAnswer(api: ApiClient, caseId: string, answerId: string, answer: string, version: number): Promise<Case> {
  const form = new FormData();
  form.append('answerEdits', JSON.stringify([{ answerId, answer, version }]));
  return (await api.request<CaseFilesSentResponse>(`${CHAT_API}/response/ai/generate/edit/${caseId}`, { method: 'POST', body: form })).data.case;
}

/** The case with the file's new type, or what the change would remove of the lawyer's work (nothing was changed). */
export type DocumentTypeChangeResult = { case: Case; conflict?: undefined } | { conflict: DocumentTypeChangeConflict };

/**
 * A file's new type: answers to the questions the new type asks too stay, with the lawyer's work on them, and its
 * other questions are answered in the background. A change that would remove edited, commented or verified answers
 * is refused, saying what, unless `discardWork` says the lawyer agreed.
 */
export async function changeDocumentType(
  api: ApiClient,
  input: { caseId: string; caseFileId: string; docTypeId: number; discardWork?: boolean },
): Promise<DocumentTypeChangeResult> {
  const form = new FormData();
  const { caseFileId, docTypeId, discardWork } = input;
  form.append('documentTypeChanged', JSON.stringify([{ caseFileId, docTypeId, ...(discardWork && { discardWork }) }]));
  try {
    const response = await api.request<CaseFilesSentResponse>(`${CHAT_API}/response/ai/generate/edit/${input.caseId}`, { method: 'POST', body: form, toastErrors: false });
    return { case: response.data.case };
  } catch (error) {
    // The only 409 of a type change alone is the one saying what it would remove.
    if (error instanceof ApiError && error.status === 409 && typeof error.body === 'object' && error.body !== null && 'files' in error.body) {
      return { conflict: error.body as DocumentTypeChangeConflict };
    }
    throw error;
  }
}

/** Staged uploads joining the case with their confirmed types; they are answered in the background. */
export async function addDocuments(
  api: ApiClient,
  caseId: string,
  files: { uploadId: string; filename: string; docTypeId: number }[],
  idempotencyKey: string,
): Promise<Case> {
  const form = new FormData();
  form.append('filesMeta', JSON.stringify(files.map(({ filename, docTypeId }) => ({ filename, docTypeId }))));
  for (const file of files) form.append('uploadIds[]', file.uploadId);
  return (
    await api.request<CaseFilesSentResponse>(`${CHAT_API}/response/ai/generate/edit/${caseId}`, { method: 'POST', body: form, toastErrors: false, idempotencyKey })
  ).data.case;
}

export const verifyAnswer = async (api: ApiClient, answerId: string, verified: boolean, version: number) =>
  (await api.request<CaseAnswerResponse>(`${CHAT_API}/answers/${answerId}/verify`, { method: 'PUT', body: { verified, version } })).data.answer;

export const regenerateAnswer = async (api: ApiClient, answerId: string) =>
  (await api.request<CaseAnswerResponse>(`${CHAT_API}/answers/${answerId}/regenerate`, { method: 'POST' })).data.answer;

/** Adds the lawyer's own questions to a file; the answers follow over realtime. */
export const addCustomQuestions = async (api: ApiClient, caseFileId: string, questions: string[]) =>
  (
    await api.request<CustomQuestionsResponse>(`${CHAT_API}/response/ai/custom-questions/${caseFileId}`, {
      method: 'POST',
      body: { questions: questions.map((text) => ({ questions: text, isEdited: false })), shouldDispatchNotifications: true },
      toastErrors: false,
    })
  ).data.customQuestions;

/** Rewords one of the lawyer's own questions; its answer is redone in the background. */
export const rewordCustomQuestion = async (api: ApiClient, caseFileId: string, customQuestionId: string, text: string) =>
  (
    await api.request<CustomQuestionsResponse>(`${CHAT_API}/response/ai/custom-questions/${caseFileId}`, {
      method: 'POST',
      body: { questions: [{ questions: text, customQuestionId, isEdited: true }], shouldDispatchNotifications: true },
      toastErrors: false,
    })
  ).data.customQuestions;

export const deleteCustomQuestion = (api: ApiClient, customQuestionId: string) =>
  api.request(`${CHAT_API}/response/ai/custom-questions/${customQuestionId}`, { method: 'DELETE' });

export const deleteCaseFile = (api: ApiClient, caseFileId: string) => api.request(`${CHAT_API}/cases/delete/file/${caseFileId}`, { method: 'DELETE' });

export const deleteCase = (api: ApiClient, caseId: string) =>
  api.request(`${CHAT_API}/cases/delete/${caseId}`, { method: 'DELETE', toastErrors: false });

/** The case file's PDF, for the viewer. */
export const caseFilePdf = (api: ApiClient, caseFileId: string) => api.getBlob(`${CHAT_API}/cases/files/${caseFileId}/file`);

/** Saves `blob` under `name` through the browser's own download, from an object URL. */
function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // The browser starts the download from the URL after this turn: let it go once that has surely happened.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Saves a case file as the lawyer uploaded it (a Word document, scans), under its own name. Fetched with the bearer
 * header like its PDF: a plain link would carry no sign-in.
 */
export async function downloadOriginal(api: ApiClient, file: Pick<CaseFile, 'id' | 'filename'>): Promise<void> {
  saveBlob(await api.getBlob(`${CHAT_API}/cases/files/${encodeURIComponent(file.id)}/original`, { toastErrors: false }), file.filename);
}

/** The export menu's formats, by the name a lawyer knows each by. */
export const REPORT_FORMAT_NAMES: Record<CaseReportFormat, string> = { docx: 'Word', pdf: 'PDF', xlsx: 'Excel', json: 'JSON' };

/**
 * Downloads the case record as a report. JSON is the report itself, indented, for a firm's own systems: the API's
 * envelope around it is left out.
 */
export async function downloadReport(api: ApiClient, caseId: string, format: CaseReportFormat, fallbackName: string): Promise<void> {
  const path = `${CHAT_API}/fetch-output-report/${caseId}?format=${format}`;
  const blob =
    format === 'json'
      ? new Blob([JSON.stringify((await api.request<CaseReportResponse>(path)).data.report, null, 2)], { type: 'application/json' })
      : await api.getBlob(path);
  saveBlob(blob, `${fallbackName.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'case'}.${format}`);
}
