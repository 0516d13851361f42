// Where the bearer token comes from: the session state, then the
// mirrored auth_token, then the persisted session. The later sources cover a
// store that has not rehydrated yet and a token written by another tab.
import { useAuthStore } from '../stores/auth-store';
import { readStorage } from '../stores/safe-storage';
import { AUTH_STORAGE_KEY, AUTH_TOKEN_KEY } from '../stores/storage-keys';

function readPersistedToken(): string | null {
  const raw = readStorage(AUTH_STORAGE_KEY);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    const token = (parsed as { state?: { token?: unknown } } | null)?.state?.token;
    return typeof token === 'string' && token ? token : null;
  } catch {
    return null;
  }
}

export function readAuthToken(): string | null {
  return useAuthStore.getState().token || readStorage(AUTH_TOKEN_KEY) || readPersistedToken();
}
