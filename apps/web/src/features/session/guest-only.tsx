import { Navigate, Outlet } from 'react-router';
import { useSession } from './session-context.ts';

/** Log in and registration: a logged-in user has nothing to do there and goes home. */
export function GuestOnly() {
  const { status } = useSession();
  if (status === 'authenticated') return <Navigate to="/" replace />;
  return <Outlet />;
}
