import type { User } from '@dd/contracts';
import { createContext, use } from 'react';

/** `loading` only while a stored token's user is being fetched at start-up. */
export type SessionStatus = 'loading' | 'authenticated' | 'anonymous';

export interface Session {
  status: SessionStatus;
  token: string | null;
  user: User | null;
  /**
   * After login or registration: stores the token, sets the user and goes to `to` (an address of this app the
   * caller has checked, see `safeReturnPath`), or to the home page.
   */
  signIn: (token: string, user: User, to?: string | null) => void;
  /** Tells the server, then (whatever it answers) clears token and user and goes to the login page. */
  logOut: () => Promise<void>;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = use(SessionContext);
  if (!session) throw new Error('useSession must be used inside SessionProvider');
  return session;
}

/** The logged-in user, for pages that only render behind RequireAuth. */
export function useCurrentUser(): User {
  const { user } = useSession();
  if (!user) throw new Error('useCurrentUser needs an authenticated session');
  return user;
}
