import { MESSAGES, SSO_ERRORS, type SingleSignOnStatusResponse, type SsoError, type SsoTokenResponse } from '@dd/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api-client.ts';

/** Whether this installation signs people in through the firms' identity provider: set at its start, so asked once. */
export const SSO_STATUS_QUERY_KEY = ['single-sign-on'] as const;

/**
 * Whether the login page offers "Sign in with your firm's account" (and the firm page its requirement). A failure
 * is not worth a toast: the page just offers the password login alone.
 */
export const ssoStatusQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: SSO_STATUS_QUERY_KEY,
    staleTime: Infinity,
    queryFn: async ({ signal }) =>
      (await api.request<SingleSignOnStatusResponse>('/api/auth/sso', { signal, toastErrors: false })).data.enabled,
  });

/**
 * Where the browser goes (a full page load, not a fetch: the server answers with a redirect to the identity
 * provider) to sign in through it, then to land on `returnTo` (a checked path of this app), or home.
 */
export const ssoStartAddress = (returnTo: string | null): string =>
  `/api/auth/oidc/start?${new URLSearchParams({ returnTo: returnTo ?? '/' }).toString()}`;

/** The query parameter of the login page's address that says why a sign-in through the provider was refused. */
export const SSO_ERROR_PARAM = 'sso_error';

const SSO_ERROR_MESSAGES: Record<SsoError, string> = {
  failed: MESSAGES.sso.failed,
  unverified: MESSAGES.sso.unverified,
  domain: MESSAGES.sso.domain,
  expired: MESSAGES.sso.expired,
  disabled: MESSAGES.auth.accountDisabled,
};

const isSsoError = (value: string): value is SsoError => (SSO_ERRORS as readonly string[]).includes(value);

/** What to tell of the refusal the address names; a reason this app does not know is told as a plain failure. */
export const ssoErrorMessage = (reason: string | null): string | null =>
  reason === null ? null : isSsoError(reason) ? SSO_ERROR_MESSAGES[reason] : MESSAGES.sso.failed;

/** Swaps the single-use code the server's callback put in the address for a session; the page words its failures. */
export const exchangeSsoCode = (api: ApiClient, code: string) =>
  api.request<SsoTokenResponse>('/api/auth/oidc/token', { method: 'POST', body: { code }, toastErrors: false });
