import type { AdminDocumentTypesResponse, AdminQuestionsResponse, QuestionVersionsResponse } from '@dd/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api-client.ts';
import { CHAT_API } from '../catalogue/catalogue-paths.ts';

export const ADMIN_CATALOGUE_API = `${CHAT_API}/admin/catalogue`;

/** Everything the admin pages have cached; every change refreshes it. */
export const ADMIN_CATALOGUE_QUERY_KEY = ['admin-catalogue'] as const;

/** Document types, retired ones included: of one practice area, or of all of them. */
export const adminDocumentTypesQuery = (api: ApiClient, practiceAreaId: number | null) =>
  queryOptions({
    queryKey: [...ADMIN_CATALOGUE_QUERY_KEY, 'document-types', practiceAreaId ?? 'all'],
    queryFn: async ({ signal }) => {
      const query = practiceAreaId === null ? '' : `?practiceAreaId=${practiceAreaId}`;
      const response = await api.request<AdminDocumentTypesResponse>(`${ADMIN_CATALOGUE_API}/document-types${query}`, {
        signal,
      });
      return response.data.documentTypes;
    },
  });

export const adminQuestionsQueryKey = (documentTypeId: number) =>
  [...ADMIN_CATALOGUE_QUERY_KEY, 'questions', documentTypeId] as const;

/** A document type's questions in order, retired ones included. */
export const adminQuestionsQuery = (api: ApiClient, documentTypeId: number) =>
  queryOptions({
    queryKey: adminQuestionsQueryKey(documentTypeId),
    queryFn: async ({ signal }) => {
      const response = await api.request<AdminQuestionsResponse>(`${ADMIN_CATALOGUE_API}/document-types/${documentTypeId}/questions`, {
        signal,
      });
      return response.data.questions;
    },
  });

/** Every wording a question has had, newest first. */
export const questionVersionsQuery = (api: ApiClient, questionId: number) =>
  queryOptions({
    queryKey: [...ADMIN_CATALOGUE_QUERY_KEY, 'versions', questionId],
    queryFn: async ({ signal }) => {
      const response = await api.request<QuestionVersionsResponse>(`${ADMIN_CATALOGUE_API}/questions/${questionId}/versions`, {
        signal,
      });
      return response.data.versions;
    },
  });
