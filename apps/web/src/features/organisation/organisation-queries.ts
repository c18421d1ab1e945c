import {
  type MessageResponse,
  type Organisation,
  type OrganisationInvitationAcceptResponse,
  type OrganisationInvitationCreate,
  type OrganisationInvitationResponse,
  type OrganisationInvitationsResponse,
  type OrganisationMember,
  type OrganisationMemberResponse,
  type OrganisationResponse,
  type OrganisationRole,
  type OrganisationUpdateResponse,
} from '@dd/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api-client.ts';

const ORGANISATION_API = '/api/organisation';

/** The signed-in user's firm, as every member sees it. */
export const ORGANISATION_QUERY_KEY = ['organisation'] as const;
/** The firm's pending invitations, which only its admins may list. */
export const INVITATIONS_QUERY_KEY = ['organisation-invitations'] as const;

export const organisationQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ORGANISATION_QUERY_KEY,
    queryFn: async ({ signal }) => (await api.request<OrganisationResponse>(ORGANISATION_API, { signal })).data.organisation,
  });

export const invitationsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: INVITATIONS_QUERY_KEY,
    queryFn: async ({ signal }) =>
      (await api.request<OrganisationInvitationsResponse>(`${ORGANISATION_API}/invitations`, { signal })).data.invitations,
  });

/** Whether `userId` is an admin of the firm: the firm's own list of members says so, not the account's site role. */
export const isFirmAdmin = (organisation: Organisation, userId: string) =>
  organisation.members.some((member) => member.id === userId && member.role === 'admin');

/** A new name (JSON) or a new logo (multipart, its file part `logo`); the server's message and the saved firm. */
export const updateOrganisation = (api: ApiClient, body: { name: string } | FormData) =>
  api.request<OrganisationUpdateResponse>(ORGANISATION_API, { method: 'PUT', body });

/** Requires the firm's members to sign in through the identity provider, or stops; its refusal is worded by the form. */
export const setSsoRequired = (api: ApiClient, required: boolean) =>
  api.request<OrganisationUpdateResponse>(`${ORGANISATION_API}/sso`, { method: 'PUT', body: { required } });

export const setFirmBuiltinOnlyDefault = (api: ApiClient, builtinOnlyByDefault: boolean) =>
  api.request<OrganisationUpdateResponse>(`${ORGANISATION_API}/model-settings`, { method: 'PUT', body: { builtinOnlyByDefault } });

const memberPath = (userId: string) => `${ORGANISATION_API}/members/${encodeURIComponent(userId)}`;

/** The member with their new role, and the server's message. */
export async function changeMemberRole(
  api: ApiClient,
  member: OrganisationMember,
  role: OrganisationRole,
): Promise<{ message: string; member: OrganisationMember }> {
  const response = await api.request<OrganisationMemberResponse>(memberPath(member.id), { method: 'PUT', body: { role }, toastErrors: false });
  return { message: response.message, member: response.data.member };
}

/** Removes the member from the firm; their cases pass to the admin who removed them. The server's message. */
export const removeMember = async (api: ApiClient, member: OrganisationMember) =>
  (await api.request<MessageResponse>(memberPath(member.id), { method: 'DELETE', toastErrors: false })).message;

export const inviteMember = (api: ApiClient, invitation: OrganisationInvitationCreate, idempotencyKey: string) =>
  api.request<OrganisationInvitationResponse>(`${ORGANISATION_API}/invitations`, { method: 'POST', body: invitation, idempotencyKey });

export const revokeInvitation = async (api: ApiClient, invitationId: string) =>
  (
    await api.request<MessageResponse>(`${ORGANISATION_API}/invitations/${encodeURIComponent(invitationId)}`, {
      method: 'DELETE',
      toastErrors: false,
    })
  ).message;

/** Joins the firm whose invitation the token is; its errors are worded by the page, from the server's message. */
export const acceptInvitation = (api: ApiClient, token: string) =>
  api.request<OrganisationInvitationAcceptResponse>(`${ORGANISATION_API}/invitations/accept`, {
    method: 'POST',
    body: { token },
    toastErrors: false,
  });
