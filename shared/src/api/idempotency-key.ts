// Idempotency-Key on the panel's POSTs: the API runs a signed-in
// POST once per key for 24 hours and replays its answer to a repeat, so a
// submission retried after a network error or a crash creates nothing twice.
// One key per submission: a fresh one for each POST, except that a POST
// repeating one whose outcome is not known yet — a network error, a 5xx (it
// may have committed), or the API's "still in progress" 409 (a crashed server
// may have left the first attempt unanswered) — reuses that key, uploads
// included: the user pressing Save again is the same submission. Only a
// definitive answer (2xx, or a 4xx other than "in progress") ends the
// submission, so the next identical POST gets a new key.
import type { AxiosRequestConfig, InternalAxiosRequestConfig } from 'axios';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/**
 * Set by the API on the 409 of a key whose first request has not answered yet
 * (other 409s are real conflicts, and definitive).
 */
export const IDEMPOTENCY_STATUS_HEADER = 'Idempotency-Key-Status';
export const IN_PROGRESS = 'in-progress';
/**
 * How long a POST of unknown outcome lends its key to an identical one: just
 * under the API's 24 hours, so a repeat always finds the first answer there.
 */
export const UNKNOWN_OUTCOME_REUSE_MS = 23 * 60 * 60 * 1000;

/** A fresh key: a random UUID (crypto.getRandomValues where randomUUID is missing). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

const unknownOutcome = new Map<string, { key: string; until: number }>();

/**
 * A form's fields as comparable values; a file by its name, size, type and
 * date (reading its bytes would cost as much as the upload).
 */
function formFields(form: FormData): unknown[] {
  return Array.from(form.entries(), ([name, value]) =>
    typeof value === 'string'
      ? [name, value]
      : [name, value.name, value.size, value.type, value.lastModified],
  );
}

/** What makes two POSTs the same submission: URL and body (null: not comparable). */
function signature(config: AxiosRequestConfig): string | null {
  const { data } = config;
  if (typeof Blob !== 'undefined' && data instanceof Blob) return null;
  try {
    const body =
      typeof FormData !== 'undefined' && data instanceof FormData
        ? JSON.stringify(formFields(data))
        : typeof data === 'string'
          ? data
          : JSON.stringify(data ?? null);
    return `${config.url ?? ''}\n${body}`;
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

/** An answer's headers: axios's (with get) or a plain object (lower-case names). */
type AnswerHeaders = { get?: (name: string) => unknown } | Record<string, unknown> | undefined;

function headerOf(headers: AnswerHeaders, name: string): unknown {
  if (!headers) return undefined;
  if (typeof headers.get === 'function') return headers.get(name);
  return (headers as Record<string, unknown>)[name.toLowerCase()];
}

/**
 * Whether an answer says what became of the POST: a 2xx or a 4xx, except the
 * 409 of a key still in progress. No answer (undefined) and a 5xx do not.
 */
export function isDefinitiveAnswer(status: number | undefined, headers?: AnswerHeaders): boolean {
  if (status === undefined || status >= 500) return false;
  if (status !== 409) return true;
  return headerOf(headers, IDEMPOTENCY_STATUS_HEADER) !== IN_PROGRESS;
}

/**
 * Called with every answer (status undefined: none arrived). Once the answer
 * is definitive the key is not lent again; until then it is.
 */
export function settleIdempotencyKey(
  config: AxiosRequestConfig | undefined,
  status: number | undefined,
  headers?: AnswerHeaders,
): void {
  if (!config || !isPost(config) || !isDefinitiveAnswer(status, headers)) return;
  const sig = signature(config);
  const key = headerOf(config.headers as AnswerHeaders, IDEMPOTENCY_HEADER);
  if (sig && unknownOutcome.get(sig)?.key === key) unknownOutcome.delete(sig);
}
