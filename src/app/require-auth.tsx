import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadingState } from '@/components/page-states';
import { useAuthStatus } from '@/lib/auth/use-auth-status';
import { paths } from '@/lib/paths';

/** Where a signed-out visitor wanted to go (read by the landing page's login to come back there). */
export interface RedirectedFromState {
  returnTo?: string;
}

/**
 * Route protection (spec 1 §2, spec 3 §2): while authentication is in progress a loading indicator
 * shows; a signed-out visitor is sent to "/" (the wanted path rides along as `state.returnTo`).
 */
export function RequireAuth() {
  const { isAuthenticated, isLoading } = useAuthStatus();
  const location = useLocation();
  if (isAuthenticated) return <Outlet />;
  if (isLoading) return <LoadingState label="Checking sign-in…" />;
  const state: RedirectedFromState = { returnTo: `${location.pathname}${location.search}${location.hash}` };
  return <Navigate to={paths.home} replace state={state} />;
}
