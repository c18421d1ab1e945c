import type { CaseAuditResponse } from '@dd/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api-client.ts';
import { CHAT_API } from '../catalogue/catalogue-paths.ts';

export const caseActivityQueryKey = (caseId: string) => ['case-activity', caseId] as const;

/** Who did what to the case and when, newest first. The tab words a failure itself. */
export const caseActivityQuery = (api: ApiClient, caseId: string) =>
  queryOptions({
    queryKey: caseActivityQueryKey(caseId),
    queryFn: async ({ signal }) => (await api.request<CaseAuditResponse>(`${CHAT_API}/cases/${caseId}/audit`, { signal, toastErrors: false })).data.events,
  });
