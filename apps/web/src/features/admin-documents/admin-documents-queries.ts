import type {
  AccuracyResponse,
  AdminDocument,
  AdminDocumentResponse,
  AdminDocumentsResponse,
  Annotation,
  AnnotationInput,
  AnnotationsResponse,
} from '@dd/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api-client.ts';
import { CHAT_API } from '../catalogue/catalogue-paths.ts';

const ADMIN_API = `${CHAT_API}/admin`;

/** The documents table, its files and the accuracy figures: a saved annotation changes their counts, so it refreshes them all. */
export const ADMIN_DOCUMENTS_QUERY_KEY = ['admin-documents'] as const;

export const FIRST_DOCUMENTS_PAGE = 1;

/** Every user's case files, a page at a time; `documentTypeId` null lists every type. */
export const adminDocumentsQuery = (api: ApiClient, page: number, search: string, documentTypeId: number | null) =>
  queryOptions({
    queryKey: [...ADMIN_DOCUMENTS_QUERY_KEY, 'list', page, search, documentTypeId],
    queryFn: async ({ signal }) => {
      const query = new URLSearchParams({
        page: String(page),
        ...(search && { search }),
        ...(documentTypeId !== null && { documentTypeId: String(documentTypeId) }),
      });
      return (await api.request<AdminDocumentsResponse>(`${ADMIN_API}/get-documents?${query}`, { signal, toastErrors: false })).data;
    },
  });

/** One file for the annotator, with the questions of its type an annotation may answer. */
export const adminDocumentQuery = (api: ApiClient, caseFileId: string) =>
  queryOptions({
    queryKey: [...ADMIN_DOCUMENTS_QUERY_KEY, 'document', caseFileId],
    queryFn: async ({ signal }) =>
      (await api.request<AdminDocumentResponse>(`${ADMIN_API}/documents/${encodeURIComponent(caseFileId)}`, { signal, toastErrors: false })).data,
  });

const annotationsPath = (caseFileId: string) => `${ADMIN_API}/save-annotation/${encodeURIComponent(caseFileId)}`;

export const annotationsQueryKey = (caseFileId: string) => [...ADMIN_DOCUMENTS_QUERY_KEY, 'annotations', caseFileId] as const;

export const annotationsQuery = (api: ApiClient, caseFileId: string) =>
  queryOptions({
    queryKey: annotationsQueryKey(caseFileId),
    queryFn: async ({ signal }) => (await api.request<AnnotationsResponse>(annotationsPath(caseFileId), { signal, toastErrors: false })).data.annotations,
  });

/** Makes the file's annotations exactly `annotations`; the form shows a refusal itself, so it is not toasted. */
export async function saveAnnotations(api: ApiClient, caseFileId: string, annotations: readonly AnnotationInput[]): Promise<Annotation[]> {
  const response = await api.request<AnnotationsResponse>(annotationsPath(caseFileId), {
    method: 'PUT',
    body: { annotations },
    toastErrors: false,
  });
  return response.data.annotations;
}

/** A saved annotation as the save call takes it back, so that sending the list again keeps it as it is. */
export const asInput = ({ id, page, quote, start, end, label, questionId, value }: Annotation): AnnotationInput => ({
  id,
  page,
  quote,
  start,
  end,
  label,
  questionId,
  value,
});

export const accuracyQuery = (api: ApiClient, documentTypeId: number | null) =>
  queryOptions({
    queryKey: [...ADMIN_DOCUMENTS_QUERY_KEY, 'accuracy', documentTypeId],
    queryFn: async ({ signal }) => {
      const query = documentTypeId === null ? '' : `?documentTypeId=${documentTypeId}`;
      return (await api.request<AccuracyResponse>(`${ADMIN_API}/accuracy${query}`, { signal, toastErrors: false })).data.questions;
    },
  });

export const adminDocumentPdf = (api: ApiClient, caseFileId: string) => api.getBlob(`${ADMIN_API}/documents/${encodeURIComponent(caseFileId)}/file`);

/** A file's state in words, as the lawyer's case page names it. */
export const FILE_STATUS_WORDS: Record<AdminDocument['status'], string> = {
  queued: 'Waiting',
  reading: 'Reading',
  answering: 'Answering',
  ready: 'Ready',
  failed: 'Could not be read',
};

export const annotatorPath = (caseFileId: string) => `/admin/documents/${encodeURIComponent(caseFileId)}`;
