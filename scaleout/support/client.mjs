// HTTP from outside, as a browser or a script would: fetch with a time limit;
// a network error is status 0 (never thrown), so the load can count it.
import crypto from 'node:crypto';

/**
 * @param {string} base  http://127.0.0.1:6310 (nginx) or an API process
 * @param {string} method
 * @param {string} path  /api/v1/…
 * @param {{ token?: string, json?: unknown, form?: FormData, key?: string, ip?: string,
 *   timeoutMs?: number, raw?: boolean }} [o]
 *   key: Idempotency-Key; ip: X-Forwarded-For (believed only from a trusted proxy)
 */
export async function request(base, method, path, o = {}) {
  const headers = { accept: 'application/json' };
  if (o.token) headers.authorization = `Bearer ${o.token}`;
  if (o.key) headers['idempotency-key'] = o.key;
  if (o.ip) headers['x-forwarded-for'] = o.ip;
  let body;
  if (o.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(o.json);
  } else if (o.form) body = o.form;
  const started = performance.now();
  try {
    const response = await fetch(base + path, {
      method,
      headers,
      body,
      signal: AbortSignal.timeout(o.timeoutMs ?? 40_000),
    });
    const bytes = Buffer.from(await response.arrayBuffer());
    const type = response.headers.get('content-type') ?? '';
    let data = bytes;
    if (!o.raw && type.includes('json')) {
      try {
        data = JSON.parse(bytes.toString('utf8'));
      } catch {
        data = null;
      }
    }
    return {
      status: response.status,
      headers: response.headers,
      data,
      ms: performance.now() - started,
    };
  } catch (error) {
    return {
      status: 0,
      headers: new Headers(),
      data: null,
      error,
      ms: performance.now() - started,
    };
  }
}

export async function login(base, email, password, ip) {
  const res = await request(base, 'POST', '/api/v1/auth/login', { json: { email, password }, ip });
  if (res.status !== 200 || !res.data?.access_token) {
    throw new Error(
      `sign-in of ${email} through ${base}: ${res.status} ${JSON.stringify(res.data)}`,
    );
  }
  return res.data.access_token;
}

export const sha256 = (bytes) => crypto.createHash('sha256').update(bytes).digest('hex');

/** The multipart form of a new manuscript with its file (the panel's fields). */
export function manuscriptForm(title, pdf) {
  const form = new FormData();
  const fields = {
    title,
    abstract: 'A manuscript sent by the scale-out suite while an API process was killed.',
    keywords: 'scale, nginx',
    manuscript_type: 'research_article',
    'authors[0][first_name]': 'Ada',
    'authors[0][last_name]': 'Lovelace',
    'authors[0][email]': 'ada@example.org',
    'authors[0][institution]': 'University of London',
    'authors[0][is_corresponding]': '1',
    'authors[0][author_order]': '1',
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('manuscript_file', new Blob([pdf], { type: 'application/pdf' }), `${title}.pdf`);
  return form;
}

/** Percentile of a list of numbers (nearest rank). */
export function percentile(values, p) {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
