import { Navigate, Outlet, useLocation } from '@colophon/shared/router';
import { FullScreenSpinner, useAuthStore } from '@colophon/shared';
import { useSessionChecked } from '../session/session-check';
import { type FromState, isSigningOut } from '../lib/redirect-target';

/** Layout route for signed-in pages: waits for the session check, then sends visitors to /login. */
export function RequireAuth() {
  const checked = useSessionChecked();
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  const location = useLocation();

  if (!checked) return <FullScreenSpinner />;
  if (!isAuthenticated) {
    if (isSigningOut()) return <Navigate to="/login" replace />;
    const state: FromState = {
      from: { pathname: location.pathname, search: location.search, hash: location.hash },
    };
    return <Navigate to="/login" replace state={state} />;
  }
  return <Outlet />;
}
