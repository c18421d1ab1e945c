import { Navigate, Outlet } from 'react-router';
import { useSession } from './session-context.ts';

/** Protected pages: a logged-out visitor goes to the login page. */
export function RequireAuth() {
  const { status } = useSession();
  if (status === 'anonymous') return <Navigate to="/login" replace />;
  return <Outlet />;
}
