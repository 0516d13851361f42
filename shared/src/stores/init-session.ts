// Validates a stored token once per page load, before any protected route
// renders, so a revoked token never shows a signed-in screen.
import { type MeResponse } from '@colophon/shared/contracts';
import { apiClient } from '../api/api-client';
import { toApiError } from '../api/api-error';
import { readAuthToken } from '../api/auth-token';
import { useAuthStore } from './auth-store';

export const FETCH_USER_FAILED_MESSAGE = 'Failed to fetch user data';

/**
 * With a token at hand, asks `GET auth/me` who it belongs to: the user is
 * refreshed (or signed in from the stored token); a 401 signs out; any other
 * failure keeps the session and records 'Failed to fetch user data'.
 * Always ends loading.
 */
export async function initSession(): Promise<void> {
  const store = useAuthStore.getState();
  const token = readAuthToken();
  if (!token) {
    store.setLoading(false);
    return;
  }
  store.setLoading(true);
  try {
    const { data } = await apiClient.get<MeResponse>('auth/me');
    const current = useAuthStore.getState();
    if (current.isAuthenticated && current.user && current.token === token)
      current.updateUser(data.user);
    else current.login(data.user, token);
  } catch (error) {
    if (toApiError(error).status === 401) useAuthStore.getState().logout();
    else useAuthStore.getState().setError(FETCH_USER_FAILED_MESSAGE);
  } finally {
    useAuthStore.getState().setLoading(false);
  }
}
