import type { ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { withReturnTo } from '../../lib/return-to.ts';
import { useSession } from './session-context.ts';

/**
 * Protected pages: a logged-out visitor goes to the login page, which brings them back here once they have signed
 * in, by password or through the firm's identity provider (a colleague's link to a case, say).
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status } = useSession();
  const [pathname] = useLocation();
  const search = useSearch();
  if (status === 'anonymous') return <Redirect to={withReturnTo('/login', search ? `${pathname}?${search}` : pathname)} replace />;
  return children;
}
