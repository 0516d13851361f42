import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from '@colophon/shared/router';
import { FullScreenSpinner, useAuthStore } from '@colophon/shared';
import { useSessionChecked } from '../session/session-check';
import { endSignOut, redirectTargetFrom } from '../lib/redirect-target';

/**
 * Layout route for /login and /register. A signed-in visitor goes to the page
 * they came for (the same target the login form uses, so the two never race)
 * or to the dashboard.
 */
export function GuestOnly() {
  const checked = useSessionChecked();
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  const location = useLocation();
  // The sign-out that led here is over once the guest pages show.
  useEffect(() => {
    if (!isAuthenticated) endSignOut();
  }, [isAuthenticated]);

  if (!checked) return <FullScreenSpinner />;
  if (isAuthenticated) return <Navigate to={redirectTargetFrom(location.state)} replace />;
  return <Outlet />;
}
