import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { useSession } from './session-context.ts';

/** Log in and registration: a logged-in user has nothing to do there and goes home. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { status } = useSession();
  if (status === 'authenticated') return <Redirect to="/" replace />;
  return children;
}
