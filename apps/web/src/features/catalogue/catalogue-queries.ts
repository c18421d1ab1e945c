import type { DocumentTypesResponse, QuestionsResponse } from '@dd/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api-client.ts';
import { CHAT_API } from './catalogue-paths.ts';

/** The catalogue changes only when an admin edits it; admin edits invalidate these keys at once. */
const CATALOGUE_STALE_MS = 5 * 60_000;

/** Everything the lawyer-facing catalogue has cached; admin changes invalidate it all. */
export const CATALOGUE_QUERY_KEY = ['catalogue'] as const;

/**
 * A practice area's document types in every region: one cached list serves any choice of regions, which the
 * page applies itself (the API filters by one region at a time).
 */
export const documentTypesQuery = (api: ApiClient, practiceAreaId: number) =>
  queryOptions({
    queryKey: [...CATALOGUE_QUERY_KEY, 'document-types', practiceAreaId],
    staleTime: CATALOGUE_STALE_MS,
    queryFn: async ({ signal }) => {
      const response = await api.request<DocumentTypesResponse>(`${CHAT_API}/document-types/${practiceAreaId}`, {
        signal,
      });
      return response.data.documentTypes;
    },
  });

/** A document type's questions in every region, in catalogue order. */
export const questionsQuery = (api: ApiClient, practiceAreaId: number, documentTypeId: number) =>
  queryOptions({
    queryKey: [...CATALOGUE_QUERY_KEY, 'questions', practiceAreaId, documentTypeId],
    staleTime: CATALOGUE_STALE_MS,
    queryFn: async ({ signal }) => {
      const response = await api.request<QuestionsResponse>(
        `${CHAT_API}/pratice-area/${practiceAreaId}/document-types/${documentTypeId}/questions`,
        { signal },
      );
      return [...response.data.questions].sort((a, b) => a.order - b.order);
    },
  });
