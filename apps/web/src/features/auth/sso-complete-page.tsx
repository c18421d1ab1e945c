import { MESSAGES, type SsoTokenResponse } from '@dd/contracts';
import { Alert, Group, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'wouter';
import { useApiClient } from '../../lib/api-client-context.tsx';
import { ApiError, failureMessage } from '../../lib/api-error.ts';
import { safeReturnPath } from '../../lib/return-to.ts';
import { PageCard } from '../../ui/page-card.tsx';
import { RouterAnchor } from '../../ui/router-anchor.tsx';
import { toast } from '../../ui/toast.tsx';
import { useSession } from '../session/session-context.ts';
import { exchangeSsoCode, SSO_ERROR_PARAM } from './single-sign-on-queries.ts';

/**
 * Each code's exchange, sent once however often the page mounts or runs its effects (React's strict mode runs them
 * twice): the code is single-use, so a second request would be refused and undo the first's sign-in.
 */
const exchanges = new Map<string, Promise<SsoTokenResponse>>();

const exchangeOnce = (code: string, exchange: () => Promise<SsoTokenResponse>) => {
  let pending = exchanges.get(code);
  if (!pending) {
    pending = exchange();
    exchanges.set(code, pending);
  }
  return pending;
};

/**
 * The login page's address that tells why the server refused the code: every 401 ends the session and goes to the
 * login page (the API client's global handling), so that is where the refusal is told, with the way to try again.
 */
const refusedAddress = (error: ApiError) =>
  `/login?${new URLSearchParams({ [SSO_ERROR_PARAM]: error.serverMessage === MESSAGES.auth.accountDisabled ? 'disabled' : 'expired' }).toString()}`;

/**
 * Where the server sends the browser once the firm's identity provider has vouched for the user
 * (`/sso/complete?code=…`): swaps the code for a session, then goes where the user was going. A code refused goes
 * to the login page, which says why; any other failure is told here.
 */
export function SsoCompletePage() {
  const api = useApiClient();
  const { signIn } = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const [, navigate] = useLocation();
  // Read once: the address drops it at once, and a page opened without one (reloaded, say) has nothing to swap.
  const [code] = useState(() => searchParams.get('code'));
  const [failure, setFailure] = useState<string | null>(code ? null : MESSAGES.sso.expired);

  useEffect(() => {
    if (!code) return;
    // Out of the address bar and the history: whoever sees the screen or the history has nothing to replay.
    setSearchParams(
      (params) => {
        const rest = new URLSearchParams(params);
        rest.delete('code');
        return rest;
      },
      { replace: true },
    );
    let current = true;
    exchangeOnce(code, () => exchangeSsoCode(api, code)).then(
      ({ token, user, returnTo }) => {
        if (!current) return;
        toast.success(MESSAGES.auth.loggedIn);
        signIn(token, user, safeReturnPath(returnTo));
      },
      (error: unknown) => {
        // Even once this page has gone: the 401's own handling may already have left it for the login page.
        if (error instanceof ApiError && error.status === 401) navigate(refusedAddress(error), { replace: true });
        else if (current) setFailure(failureMessage(error, MESSAGES.sso.failed));
      },
    );
    return () => {
      current = false;
    };
  }, [api, code, navigate, setSearchParams, signIn]);

  return (
    <PageCard title="Sign in with your firm’s account">
      {failure ? (
        <Stack gap="md" align="flex-start">
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
          <RouterAnchor to="/login">Back to log in</RouterAnchor>
        </Stack>
      ) : (
        <Group gap="sm" role="status">
          <Loader size="sm" aria-hidden />
          <Text>Signing you in…</Text>
        </Group>
      )}
    </PageCard>
  );
}
