// The one HTTP client of the panel. A Module Federation singleton:
// every section calls the API through this instance and its interceptors.
import axios, { type AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { currentLanguage } from '../i18n/i18n';
import { readAuthToken } from './auth-token';
import { CACHE_BUSTER_PARAM, REQUEST_TIMEOUT_MS } from './constants';
import { settleIdempotencyKey, withIdempotencyKey } from './idempotency-key';
import { isListCall } from './list-call';
import { type RetryableConfig, retryDelay, shouldRetry, wait } from './retry';
import { reportCallAnswered, reportCallFailed, withSectionHeader } from './section-call';
import { handleUnauthorized } from './unauthorized';

export const apiClient = axios.create({
  baseURL: __API_BASE_URL__,
  withCredentials: true,
  timeout: REQUEST_TIMEOUT_MS,
  headers: {
    Accept: 'application/json',
    'Cache-Control': 'no-cache',
    Pragma: 'no-cache',
  },
});

function withCacheBuster(params: unknown): unknown {
  const stamp = Date.now();
  if (params instanceof URLSearchParams) {
    const copy = new URLSearchParams(params);
    copy.set(CACHE_BUSTER_PARAM, String(stamp));
    return copy;
  }
  return { ...(params as Record<string, unknown> | undefined), [CACHE_BUSTER_PARAM]: stamp };
}

apiClient.interceptors.request.use((config: InternalAxiosRequestConfig) => {
  config.headers.set('Accept-Language', currentLanguage());
  const token = readAuthToken();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  if (isListCall(config)) config.params = withCacheBuster(config.params);
  return withIdempotencyKey(withSectionHeader(config));
});

apiClient.interceptors.response.use(
  (response) => {
    settleIdempotencyKey(response.config, response.status, response.headers);
    reportCallAnswered(response.config);
    return response;
  },
  async (error: AxiosError) => {
    const config = error.config as (InternalAxiosRequestConfig & RetryableConfig) | undefined;
    if (!config) throw error;
    const status = error.response?.status;
    settleIdempotencyKey(config, status, error.response?.headers);
    if (status === 401) handleUnauthorized(config);
    if (shouldRetry(config, error.response)) {
      config.retryCount = (config.retryCount ?? 0) + 1;
      await wait(retryDelay(config.retryCount));
      // The retried request reports its own outcome: each call is counted once.
      return apiClient.request(config);
    }
    reportCallFailed(config, error);
    throw error;
  },
);
