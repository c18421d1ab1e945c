import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { useReturnTo } from '../../lib/return-to.ts';
import { useSession } from './session-context.ts';

/**
 * Log in and registration: a logged-in user has nothing to do there and goes to the page they were to come back
 * to (an invitation, say), or home.
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { status } = useSession();
  const returnTo = useReturnTo();
  if (status === 'authenticated') return <Redirect to={returnTo ?? '/'} replace />;
  return children;
}
