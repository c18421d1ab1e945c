import type { CaseFileAssigneeResponse, CaseFileAssigneeUpdate, CaseMembersResponse, CaseMembersUpdate, CaseMembersUpdateResponse } from '@dd/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api-client.ts';
import { CHAT_API } from '../catalogue/catalogue-paths.ts';

const membersPath = (caseId: string) => `${CHAT_API}/cases/${encodeURIComponent(caseId)}/members`;

/** Who works on a case and the caller's own standing on it, which decides what the case page offers them. */
export const caseMembersQueryKey = (caseId: string) => ['case-members', caseId] as const;

/** The case's owner, its members and the caller's role. The case page words a failure itself, so it is not toasted. */
export const caseMembersQuery = (api: ApiClient, caseId: string) =>
  queryOptions({
    queryKey: caseMembersQueryKey(caseId),
    queryFn: async ({ signal }) => (await api.request<CaseMembersResponse>(membersPath(caseId), { signal, toastErrors: false })).data,
  });

/** The case's members as they are to be (anyone left out stops being one); the server's message and who works on it now. */
export const saveCaseMembers = (api: ApiClient, caseId: string, update: CaseMembersUpdate) =>
  api.request<CaseMembersUpdateResponse>(membersPath(caseId), { method: 'PUT', body: update, toastErrors: false });

/**
 * Gives a file of the case to its owner or a member who reviews it, or to nobody (`userId` null): the server's message
 * and the file's assignee as saved. The case page words a refusal beside the file, so it is not toasted.
 */
export const assignCaseFile = (api: ApiClient, caseId: string, caseFileId: string, update: CaseFileAssigneeUpdate) =>
  api.request<CaseFileAssigneeResponse>(`${CHAT_API}/cases/${encodeURIComponent(caseId)}/files/${encodeURIComponent(caseFileId)}/assignee`, {
    method: 'PUT',
    body: update,
    toastErrors: false,
  });
