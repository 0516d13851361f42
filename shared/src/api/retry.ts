import { type AxiosRequestConfig } from 'axios';
import {
  RETRY_BASE_DELAY_MS,
  RETRY_LIMIT,
  RETRYABLE_METHODS,
  RETRYABLE_STATUSES,
} from './constants';

/** A request config that remembers how often it was retried. */
export type RetryableConfig = AxiosRequestConfig & { retryCount?: number };

/** Retry only safe/idempotent methods, only on transient statuses, at most RETRY_LIMIT times. */
export function shouldRetry(config: RetryableConfig, status: number | undefined): boolean {
  if (status === undefined || !RETRYABLE_STATUSES.includes(status)) return false;
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
