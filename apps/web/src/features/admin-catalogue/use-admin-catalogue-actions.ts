import type {
  AdminDocumentTypeResponse,
  AdminQuestionResponse,
  AdminQuestionsResponse,
  AdminQuestion,
  DocumentTypeInput,
  DocumentTypeUpdate,
  QuestionInput,
  QuestionUpdate,
} from '@dd/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useApiClient } from '../../lib/api-client-context.tsx';
import { ApiError } from '../../lib/api-error.ts';
import { toast } from '../../ui/toast.tsx';
import { CATALOGUE_QUERY_KEY } from '../catalogue/catalogue-queries.ts';
import { ADMIN_CATALOGUE_API, ADMIN_CATALOGUE_QUERY_KEY, adminQuestionsQueryKey } from './admin-catalogue-queries.ts';

/** Tells the admin about a failed action the API client has not already toasted (a 401 has ended the session). */
export function reportFailure(error: unknown): void {
  if (error instanceof ApiError && !error.toasted && error.status !== 401) toast.error(error.message);
}

/**
 * The catalogue changes an admin makes. Each returns what the server saved and refreshes both the admin pages
 * and the lawyers' catalogue, which must not show a retired type or an old wording.
 */
export function useAdminCatalogueActions() {
  const api = useApiClient();
  const queryClient = useQueryClient();

  return useMemo(() => {
    const refresh = () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_CATALOGUE_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: CATALOGUE_QUERY_KEY }),
      ]);

    const documentTypeCall = async (path: string, method: 'POST' | 'PUT', body?: Record<string, unknown>) => {
      const response = await api.request<AdminDocumentTypeResponse>(`${ADMIN_CATALOGUE_API}/document-types${path}`, {
        method,
        body,
      });
      await refresh();
      return response.data.documentType;
    };

    /** A question as saved: shown at once in its type's list, then everything refreshed. */
    const questionSaved = async (question: AdminQuestion, documentTypeId: number) => {
      queryClient.setQueryData<AdminQuestion[]>(adminQuestionsQueryKey(documentTypeId), (questions) =>
        questions?.some((item) => item.id === question.id)
          ? questions.map((item) => (item.id === question.id ? question : item))
          : [...(questions ?? []), question],
      );
      await refresh();
      return question;
    };

    const questionCall = async (path: string, method: 'POST' | 'PUT', body?: Record<string, unknown>) => {
      const response = await api.request<AdminQuestionResponse>(`${ADMIN_CATALOGUE_API}${path}`, { method, body });
      return response.data.question;
    };

    return {
      createDocumentType: (input: DocumentTypeInput) => documentTypeCall('', 'POST', input),
      updateDocumentType: (id: number, update: DocumentTypeUpdate) => documentTypeCall(`/${id}`, 'PUT', update),
      retireDocumentType: (id: number) => documentTypeCall(`/${id}/retire`, 'POST'),
      restoreDocumentType: (id: number) => documentTypeCall(`/${id}/restore`, 'POST'),

      addQuestion: async (documentTypeId: number, input: QuestionInput) =>
        questionSaved(await questionCall(`/document-types/${documentTypeId}/questions`, 'POST', input), documentTypeId),
      updateQuestion: async (documentTypeId: number, id: number, update: QuestionUpdate) =>
        questionSaved(await questionCall(`/questions/${id}`, 'PUT', update), documentTypeId),
      retireQuestion: async (documentTypeId: number, id: number) =>
        questionSaved(await questionCall(`/questions/${id}/retire`, 'POST'), documentTypeId),
      restoreQuestion: async (documentTypeId: number, id: number) =>
        questionSaved(await questionCall(`/questions/${id}/restore`, 'POST'), documentTypeId),

      saveOrder: async (documentTypeId: number, questionIds: number[]) => {
        const response = await api.request<AdminQuestionsResponse>(`${ADMIN_CATALOGUE_API}/document-types/${documentTypeId}/questions/order`, {
          method: 'PUT',
          body: { questionIds },
        });
        queryClient.setQueryData(adminQuestionsQueryKey(documentTypeId), response.data.questions);
        await refresh();
        return response.data.questions;
      },
    };
  }, [api, queryClient]);
}

