import { type AxiosRequestConfig } from 'axios';

const NUMERIC_SEGMENT = /^\d+$/;

/** The request's path without query string or fragment, without leading or trailing slashes. */
export function requestPath(url: string | undefined): string {
  return (url ?? '').split(/[?#]/)[0]!.replace(/^\/+|\/+$/g, '');
}

/**
 * A list call is a GET of a collection: its path does not end in a numeric
 * id (`journals`, `journals/3/manuscripts`, `categories/tree`,
 * `journals/export.csv`; not `journals/3`) and it is not a session call under
 * `auth/`. These get a cache-busting timestamp (no stale list from a cache).
 */
export function isListCall(config: Pick<AxiosRequestConfig, 'method' | 'url'>): boolean {
  if ((config.method ?? 'get').toLowerCase() !== 'get') return false;
  const segments = requestPath(config.url).split('/').filter(Boolean);
  if (segments[0] === 'auth') return false;
  const last = segments[segments.length - 1];
  return last === undefined || !NUMERIC_SEGMENT.test(last);
}
