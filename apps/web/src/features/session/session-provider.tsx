import type { User } from '@dd/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useDeferredValue, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { useApiClient } from '../../lib/api-client-context.tsx';
import { tokenStorage } from '../../lib/token-storage.ts';
import { SessionContext, type Session, type SessionStatus } from './session-context.ts';
import { USER_QUERY_KEY, userQuery } from './user-query.ts';

const LOGIN_PATH = '/login';

/** The session of spec §4: a stored token, the current user, and the way in and out. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const [pathname, navigate] = useLocation();
  const [storedToken, setToken] = useState(() => tokenStorage.get());

  const clear = useCallback(() => {
    tokenStorage.clear();
    setToken(null);
    // Everything cached belonged to the user who just left.
    queryClient.removeQueries();
  }, [queryClient]);

  const userFetch = useQuery({ ...userQuery(api), enabled: storedToken !== null });

  // A stored token that cannot load its user is worthless, so the visitor is logged out; a later refetch failing
  // is not the token's fault. The app may have asked for the user before this provider existed (startPage), so
  // the failure is read from the query rather than caught in it.
  const tokenFailed = storedToken !== null && userFetch.isError && userFetch.data === undefined;
  useEffect(() => {
    if (tokenFailed) tokenStorage.clear();
  }, [tokenFailed]);
  const token = tokenFailed ? null : storedToken;

  useEffect(
    () =>
      api.onUnauthorized(() => {
        clear();
        if (pathname !== LOGIN_PATH) navigate(LOGIN_PATH, { replace: true });
      }),
    [api, clear, navigate, pathname],
  );

  const signIn = useCallback(
    (newToken: string, user: User, to?: string | null) => {
      tokenStorage.set(newToken);
      queryClient.setQueryData(USER_QUERY_KEY, user);
      setToken(newToken);
      navigate(to ?? '/', { replace: true });
    },
    [navigate, queryClient],
  );

  const logOut = useCallback(async () => {
    // The local session ends whatever the server answers: a failed call must not keep anyone logged in.
    await api.request('/api/auth/logout', { method: 'POST', toastErrors: false }).catch(() => undefined);
    clear();
    navigate(LOGIN_PATH, { replace: true });
  }, [api, clear, navigate]);

  const loadedUser = token === null ? null : (userFetch.data ?? null);
  // The user's arrival (a page load with a stored token, a sign-in) builds the signed-in app as a background
  // render, in slices, with the loader showing meanwhile; every later change, a log-out above all, is at once.
  const deferredUser = useDeferredValue(loadedUser);
  const user = deferredUser === null ? null : loadedUser;
  const status: SessionStatus = token === null ? 'anonymous' : user ? 'authenticated' : 'loading';
  const session = useMemo<Session>(
    () => ({ status, token, user, signIn, logOut }),
    [status, token, user, signIn, logOut],
  );
  return <SessionContext value={session}>{children}</SessionContext>;
}
