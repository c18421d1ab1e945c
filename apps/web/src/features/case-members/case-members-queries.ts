import { CASE_PRESENCE, type CaseFileAssigneeResponse, type CaseFileAssigneeUpdate, type CaseMembersResponse, type CaseMembersUpdate, type CaseMembersUpdateResponse, type CasePresenceResponse } from '@dd/contracts';
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

const presencePath = (caseId: string) => `${CHAT_API}/cases/${encodeURIComponent(caseId)}/presence`;

/** Who has a case open; apart from the members' key, whose every invalidation would otherwise say "here" again. */
export const casePresenceQueryKey = (caseId: string) => ['case-presence', caseId] as const;

/**
 * Says the caller has the case open and reads who has (the caller among them): the case page's arrival, then its
 * heartbeat, which also drops a colleague the server stopped hearing from. A PUT read as a query, so that the reads
 * of the app's own signals come with it: again on the realtime connection's return (which refetches what is on
 * screen) and when the window is back in focus. Kept in a hidden tab, which still has the case open; forgotten once
 * the page has gone, so coming back never shows who was there before. Presence is a nicety: no failure is toasted.
 */
export const casePresenceQuery = (api: ApiClient, caseId: string) =>
  queryOptions({
    queryKey: casePresenceQueryKey(caseId),
    queryFn: async ({ signal }) =>
      (await api.request<CasePresenceResponse>(presencePath(caseId), { method: 'PUT', signal, toastErrors: false })).data.viewers,
    refetchInterval: CASE_PRESENCE.heartbeatMs,
    refetchIntervalInBackground: true,
    gcTime: 0,
  });

/** Says the caller closed the case, in a request that outlives the page when it is closing. Never toasted. */
export const leaveCase = (api: ApiClient, caseId: string) =>
  api.request<CasePresenceResponse>(presencePath(caseId), { method: 'DELETE', toastErrors: false, keepalive: true });
