// Idempotency-Key on the panel's POSTs: the API runs a signed-in
// POST once per key for 24 hours and replays its answer to a repeat, so a
// submission retried after a network error or a crash creates nothing twice.
// One key per submission: a fresh one for each POST, except that a POST
// repeating one whose outcome is unknown (a network error or a 5xx: it may
// have committed) — a react-query retry, the user pressing Save again — reuses
// that key for a while. Once an answer below 500 arrives, the next identical
// POST is a new submission with a new key.
import type { AxiosRequestConfig, InternalAxiosRequestConfig } from 'axios';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** How long a POST of unknown outcome lends its key to an identical one. */
export const UNKNOWN_OUTCOME_REUSE_MS = 10 * 60 * 1000;

/** A fresh key: a random UUID (crypto.getRandomValues where randomUUID is missing). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

const unknownOutcome = new Map<string, { key: string; until: number }>();

/** What makes two POSTs the same submission: URL and JSON body (null: not comparable). */
function signature(config: AxiosRequestConfig): string | null {
  const { data } = config;
  if (typeof FormData !== 'undefined' && data instanceof FormData) return null;
  if (typeof Blob !== 'undefined' && data instanceof Blob) return null;
  try {
    return `${config.url ?? ''}\n${typeof data === 'string' ? data : JSON.stringify(data ?? null)}`;
  } catch {
    return null;
  }
}

const isPost = (config: AxiosRequestConfig) => (config.method ?? 'get').toLowerCase() === 'post';

/**
 * Gives a POST its key unless it has one (a request sent again with its
 * config keeps it; a caller may choose its own with newIdempotencyKey()).
 */
export function withIdempotencyKey(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  if (!isPost(config) || config.headers.has(IDEMPOTENCY_HEADER)) return config;
  const now = Date.now();
  for (const [sig, entry] of unknownOutcome) if (entry.until <= now) unknownOutcome.delete(sig);
  const sig = signature(config);
  const key = (sig && unknownOutcome.get(sig)?.key) || newIdempotencyKey();
  config.headers.set(IDEMPOTENCY_HEADER, key);
  if (sig) unknownOutcome.set(sig, { key, until: now + UNKNOWN_OUTCOME_REUSE_MS });
  return config;
}

/**
 * Called with every answer (status undefined: none arrived). Below 500 the
 * outcome is known, so the key is not lent again.
 */
export function settleIdempotencyKey(
  config: AxiosRequestConfig | undefined,
  status: number | undefined,
): void {
  if (!config || !isPost(config) || status === undefined || status >= 500) return;
  const sig = signature(config);
  const headers = config.headers as { get?: (name: string) => unknown } | undefined;
  const key = headers?.get?.(IDEMPOTENCY_HEADER);
  if (sig && unknownOutcome.get(sig)?.key === key) unknownOutcome.delete(sig);
}
