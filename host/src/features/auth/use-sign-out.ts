import { useCallback } from 'react';
import { useNavigate } from '@colophon/shared/router';
import { queryClient, useAuthStore } from '@colophon/shared';
import { beginSignOut } from '../../lib/redirect-target';
import { logoutRequest } from './auth-api';

/** Ends the session: tells the server (failure ignored), clears it locally, goes to /login. */
export function useSignOut() {
  const navigate = useNavigate();
  const logout = useAuthStore((state) => state.logout);

  return useCallback(async () => {
    try {
      await logoutRequest();
    } catch {
      // The spec: the app signs out locally even when the server call fails.
    }
    // Whoever signs in next must not land on this user's page: no "return to".
    beginSignOut();
    logout();
    void navigate('/login', { replace: true });
    // Nothing cached for the previous user may leak into the next session.
    queryClient.clear();
  }, [logout, navigate]);
}
