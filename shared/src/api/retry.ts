// The panel's one retry policy for API calls. react-query does not retry on top
// of it (query-client.ts), so a failing GET goes out at most 1 + RETRY_LIMIT times.
import { type AxiosRequestConfig, type AxiosResponse } from 'axios';
import {
  RETRY_BASE_DELAY_MS,
  RETRY_LIMIT,
  RETRYABLE_METHODS,
  RETRYABLE_STATUSES,
} from './constants';

/** A request config that remembers how often it was retried. */
export type RetryableConfig = AxiosRequestConfig & { retryCount?: number };

/**
 * Retry only safe/idempotent methods, only on transient statuses, at most RETRY_LIMIT times.
 * A 413 is retried only when the server says when to come back (Retry-After): without it the
 * same body is simply too large again.
 */
export function shouldRetry(config: RetryableConfig, response: AxiosResponse | undefined): boolean {
  const status = response?.status;
  if (status === undefined || !RETRYABLE_STATUSES.includes(status)) return false;
  if (status === 413 && response?.headers['retry-after'] == null) return false;
  if (!RETRYABLE_METHODS.includes((config.method ?? 'get').toLowerCase())) return false;
  return (config.retryCount ?? 0) < RETRY_LIMIT;
}

/** Delay before the given retry (1-based): 300 ms, then 600 ms. */
export function retryDelay(attempt: number): number {
  return RETRY_BASE_DELAY_MS * 2 ** (attempt - 1);
}

export function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
