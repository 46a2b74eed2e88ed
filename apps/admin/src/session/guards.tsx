import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { useSession } from '@/api/session.ts';
import { buildLoginRedirect, HOME_PATH, safeRedirectTarget } from './redirect.ts';

/** /: the dashboard when signed in, else the login page. */
export function RootRedirect() {
  const session = useSession();
  return <Navigate to={session ? HOME_PATH : '/login'} replace />;
}

/** Signed-in only: a guest goes to /login with the full requested path as redirect. */
export function RequireAuth() {
  const session = useSession();
  const location = useLocation();
  if (!session) return <Navigate to={buildLoginRedirect(location)} replace />;
  return <Outlet />;
}

/** Guest only (/login, /forgot, /reset): a signed-in user goes on (to a valid redirect, else /dashboard). */
export function GuestOnly() {
  const session = useSession();
  const [params] = useSearchParams();
  if (session) return <Navigate to={safeRedirectTarget(params.get('redirect'))} replace />;
  return <Outlet />;
}
