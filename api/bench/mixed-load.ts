// The mixed scenario: what a busy panel sends. Each connection loops over 20
// requests: 18 signed-in reads of the main lists and details, one JSON create
// and one manuscript upload (multipart PDF), both with a fresh Idempotency-Key
// as the panel sends them, i.e. 10 % writes. autocannon measures the whole;
// the uploads' own latencies are timed here (request written → answer read).
// Used by bench/mixed.ts (SQLite, one API process) and scaleout/bench.mjs
// (PostgreSQL, API processes behind nginx).
import crypto from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { createRequire } from 'node:module';
import { minimalPdf } from '../src/seed/content-pdf';

export type MixedFigures = {
  rps: number;
  requests: number;
  p50: number;
  p99: number;
  uploads: { count: number; p50: number; p99: number; failed: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  statuses: Record<string, number>;
};

export type MixedOptions = {
  /** The API's origin, e.g. http://127.0.0.1:4000 (or nginx in front of it). */
  origin: string;
  token: string;
  connections: number;
  duration: number;
  /** Size of the uploaded PDF in KiB (a realistic manuscript is hundreds). */
  pdfKib?: number;
};

type Ids = { journalId: number; manuscriptId: number; userId: number; categoryId: number };

export type AutocannonRequest = {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Buffer | string;
  setupRequest?: (request: AutocannonRequest, context: Record<string, number>) => AutocannonRequest;
  onResponse?: (status: number, body: string, context: Record<string, number>) => void;
};
type AutocannonResult = {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodeStats?: Record<string, { count: number }>;
};
const autocannon = createRequire(import.meta.url)('autocannon') as (
  options: Record<string, unknown>,
) => Promise<AutocannonResult>;

/** A well-formed one-page PDF padded to about `kib` KiB: the seed's own. */
export const paddedPdf = (title: string, kib: number): Buffer => minimalPdf(title, kib);

/** The multipart body of a new manuscript with its file (the panel's fields). */
function manuscriptForm(boundary: string, pdf: Buffer): Buffer {
  const fields: Record<string, string> = {
    title: 'Bench manuscript on coral reef resilience',
    abstract: 'A manuscript sent by the mixed bench to measure uploads under load.',
    keywords: 'bench, load',
    manuscript_type: 'research_article',
    submit: '1',
    'authors[0][first_name]': 'Ada',
    'authors[0][last_name]': 'Lovelace',
    'authors[0][email]': 'ada@example.org',
    'authors[0][institution]': 'University of London',
    'authors[0][is_corresponding]': '1',
    'authors[0][author_order]': '1',
  };
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return Buffer.concat([
    Buffer.from(parts.join('')),
    Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="manuscript_file"; filename="bench.pdf"\r\ncontent-type: application/pdf\r\n\r\n`,
    ),
    pdf,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
}

async function getJson(origin: string, token: string, path: string): Promise<{ data: unknown }> {
  const response = await fetch(`${origin}/api/v1/${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  return (await response.json()) as { data: unknown };
}

/** Ids the reads and the uploads point at: an active journal, a manuscript, a user, a category. */
async function discoverIds(origin: string, token: string): Promise<Ids> {
  const first = async (
    path: string,
    pick: (row: Record<string, unknown>) => boolean = () => true,
  ) => {
    const rows = (await getJson(origin, token, path)).data as Record<string, unknown>[];
    const row = rows.find(pick) ?? rows[0];
    if (!row) throw new Error(`No rows at ${path}: seed the database first`);
    return Number(row.id);
  };
  return {
    journalId: await first('journals', (j) => j.status === 'active' || j.is_active === true),
    manuscriptId: await first('manuscripts'),
    userId: await first('users'),
    categoryId: await first('categories'),
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted.length
    ? Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!)
    : 0;

/** The requests of one connection's turn, and what its uploads measured. */
export type MixedRequests = {
  requests: AutocannonRequest[];
  uploadTimes: number[];
  uploadsFailed: () => number;
};

/** The 20 requests each connection sends in turn: 18 reads, a tag and an upload. */
export async function mixedRequests(
  o: Pick<MixedOptions, 'origin' | 'token' | 'pdfKib'>,
): Promise<MixedRequests> {
  const ids = await discoverIds(o.origin, o.token);
  const auth = { authorization: `Bearer ${o.token}` };
  const read = (path: string): AutocannonRequest => ({
    method: 'GET',
    path: `/api/v1/${path}`,
    headers: auth,
  });
  const boundary = `----colophon-bench-${crypto.randomUUID()}`;
  const form = manuscriptForm(boundary, paddedPdf('Bench manuscript', o.pdfKib ?? 256));
  const uploadTimes: number[] = [];
  let uploadsFailed = 0;
  const withKey = (request: AutocannonRequest) => ({
    ...request,
    headers: { ...request.headers, 'idempotency-key': crypto.randomUUID() },
  });
  const requests: AutocannonRequest[] = [
    read('manuscripts'),
    read(`manuscripts/${ids.manuscriptId}`),
    read('journals'),
    read('auth/me'),
    read('manuscripts?page=2'),
    read(`journals/${ids.journalId}`),
    read('tags'),
    read('users'),
    read('dashboard'),
    {
      method: 'POST',
      path: '/api/v1/tags',
      headers: { ...auth, 'content-type': 'application/json' },
      setupRequest: (request) => ({
        ...withKey(request),
        body: JSON.stringify({ name: `bench ${crypto.randomUUID().slice(0, 18)}` }),
      }),
    },
    read('manuscripts'),
    read(`manuscripts/${ids.manuscriptId}/revisions`),
    read('categories'),
    read(`users/${ids.userId}`),
    read('manuscripts?page=3'),
    read('journals?page=2'),
    read(`categories/${ids.categoryId}`),
    read('notifications'),
    read('manuscripts?search=coral'),
    {
      method: 'POST',
      path: `/api/v1/journals/${ids.journalId}/manuscripts`,
      headers: { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
      body: form,
      setupRequest: (request, context) => {
        context.uploadStart = performance.now();
        return withKey(request);
      },
      onResponse: (status, _body, context) => {
        if (status !== 201) uploadsFailed += 1;
        if (context.uploadStart !== undefined)
          uploadTimes.push(performance.now() - context.uploadStart);
      },
    },
  ];
  return { requests, uploadTimes, uploadsFailed: () => uploadsFailed };
}

/** autocannon over `requests` (each connection sends them in turn). */
export const runAutocannon = (
  o: Pick<MixedOptions, 'origin' | 'connections' | 'duration'>,
  requests: AutocannonRequest[],
) =>
  autocannon({
    url: o.origin,
    connections: o.connections,
    duration: o.duration,
    timeout: 10,
    requests,
  });

export async function runMixed(o: MixedOptions): Promise<MixedFigures> {
  const { requests, uploadTimes, uploadsFailed } = await mixedRequests(o);
  const result = await runAutocannon(o, requests);
  uploadTimes.sort((a, b) => a - b);
  const statuses = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count]),
  );
  return {
    rps: Math.round(result.requests.average),
    requests: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    uploads: {
      count: uploadTimes.length,
      p50: percentile(uploadTimes, 50),
      p99: percentile(uploadTimes, 99),
      failed: uploadsFailed(),
    },
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statuses,
  };
}
