import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { useSession } from './session-context.ts';

/** Protected pages: a logged-out visitor goes to the login page. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status } = useSession();
  if (status === 'anonymous') return <Redirect to="/login" replace />;
  return children;
}
