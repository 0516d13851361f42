// A 401 ends the session (the token is no longer valid), except for a POST to a reviews path: a
// review refused to its author must not sign them out.
import { type AxiosRequestConfig } from 'axios';
import { useAuthStore } from '../stores/auth-store';
import { removeStorage } from '../stores/safe-storage';
import { AUTH_TOKEN_KEY } from '../stores/storage-keys';
import { browserLocation } from './browser-location';
import { LOGIN_PATH, REGISTER_PATH } from './constants';
import { requestPath } from './list-call';

export function isReviewPost(config: Pick<AxiosRequestConfig, 'method' | 'url'>): boolean {
  return (
    (config.method ?? 'get').toLowerCase() === 'post' &&
    `/${requestPath(config.url)}`.includes('/reviews')
  );
}

export function handleUnauthorized(config: Pick<AxiosRequestConfig, 'method' | 'url'>): void {
  if (isReviewPost(config)) return;
  useAuthStore.getState().logout();
  removeStorage(AUTH_TOKEN_KEY);
  const path = browserLocation.pathname();
  if (!path.startsWith(LOGIN_PATH) && !path.startsWith(REGISTER_PATH))
    browserLocation.assign(LOGIN_PATH);
}
