import { type AxiosResponse } from 'axios';
import { useAuthStore } from '../stores/auth-store';
import { apiUrl, http, HttpResponse, recordRequests, server } from '../testing/msw';
import { settle } from '../testing/settle';
import { apiClient } from './api-client';
import { RETRY_LIMIT, RETRYABLE_METHODS, RETRYABLE_STATUSES } from './constants';
import { shouldRetry } from './retry';

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
  useAuthStore.setState({ user: null, token: null, isAuthenticated: false });
});
afterEach(() => jest.useRealTimers());

type Method = 'get' | 'put' | 'head' | 'delete' | 'options' | 'trace' | 'post' | 'patch';
const call = (method: Method, url: string) => apiClient.request({ method, url });

/** Answers every call to `path` with the n-th (1-based) answer of `answer`. */
function answer(path: string, reply: (attempt: number) => Response) {
  let attempt = 0;
  server.use(http.all(apiUrl(path), () => reply((attempt += 1))));
}

it('has the spec constants', () => {
  expect(RETRY_LIMIT).toBe(2);
  expect([...RETRYABLE_STATUSES]).toEqual([408, 413, 429, 500, 502, 503, 504]);
  expect([...RETRYABLE_METHODS]).toEqual(['get', 'put', 'head', 'delete', 'options', 'trace']);
});

it.each(RETRYABLE_STATUSES.filter((status) => status !== 413))(
  'sends a GET that keeps failing with %i three times in all, then fails',
  async (status) => {
    answer('journals/1', () => HttpResponse.json({ message: 'busy' }, { status }));
    const sent = recordRequests();
    const outcome = await settle(call('get', 'journals/1'));
    expect(outcome.ok).toBe(false);
    expect(sent).toHaveLength(1 + RETRY_LIMIT);
  },
);

it('sends a GET answered 413 once: the same request is too large again', async () => {
  answer('journals/1', () => HttpResponse.json({ message: 'too large' }, { status: 413 }));
  const sent = recordRequests();
  const outcome = await settle(call('get', 'journals/1'));
  expect(outcome.ok).toBe(false);
  expect(sent).toHaveLength(1);
});

it('retries a 413 that says when to come back (Retry-After)', async () => {
  answer('journals/1', (attempt) =>
    attempt === 1
      ? HttpResponse.json({}, { status: 413, headers: { 'Retry-After': '1' } })
      : HttpResponse.json({ ok: 1 }),
  );
  const sent = recordRequests();
  const outcome = await settle(call('get', 'journals/1'));
  expect(outcome.ok).toBe(true);
  expect(sent).toHaveLength(2);
});

// TRACE is in the policy too, but a browser refuses to send it (XMLHttpRequest throws).
it('lets the policy retry a TRACE', () => {
  expect(shouldRetry({ method: 'trace' }, { status: 503, headers: {} } as AxiosResponse)).toBe(
    true,
  );
});

it.each(['get', 'put', 'head', 'delete', 'options'] as const)('retries %s', async (method) => {
  answer('journals/1', (attempt) =>
    attempt === 1 ? new HttpResponse(null, { status: 503 }) : HttpResponse.json({}),
  );
  const sent = recordRequests();
  const outcome = await settle(call(method, 'journals/1'));
  expect(outcome.ok).toBe(true);
  expect(sent).toHaveLength(2);
  expect(sent.every((request) => request.method === method)).toBe(true);
});

it.each(['post', 'patch'] as const)('sends a failing %s once: never retried', async (method) => {
  answer('journals', () => new HttpResponse(null, { status: 503 }));
  const sent = recordRequests();
  const outcome = await settle(call(method, 'journals'));
  expect(outcome.ok).toBe(false);
  expect(sent).toHaveLength(1);
});

it.each([400, 403, 404, 409, 415, 422, 501])('does not retry a GET on %i', async (status) => {
  answer('journals/1', () => new HttpResponse(null, { status }));
  const sent = recordRequests();
  const outcome = await settle(call('get', 'journals/1'));
  expect(outcome.ok).toBe(false);
  expect(sent).toHaveLength(1);
});

it('does not retry a network error', async () => {
  answer('journals/1', () => HttpResponse.error());
  const sent = recordRequests();
  const outcome = await settle(call('get', 'journals/1'));
  expect(outcome.ok).toBe(false);
  expect(sent).toHaveLength(1);
});

it('succeeds on the last retry and backs off between attempts', async () => {
  answer('journals/1', (attempt) =>
    attempt < 3 ? new HttpResponse(null, { status: 502 }) : HttpResponse.json({ ok: 1 }),
  );
  const sent = recordRequests();
  const promise = call('get', 'journals/1');
  await jest.advanceTimersByTimeAsync(0);
  expect(sent).toHaveLength(1);
  await jest.advanceTimersByTimeAsync(299);
  expect(sent).toHaveLength(1);
  await jest.advanceTimersByTimeAsync(1);
  expect(sent).toHaveLength(2);
  const outcome = await settle(promise);
  expect(sent).toHaveLength(3);
  expect(outcome.ok && outcome.value.data).toEqual({ ok: 1 });
});

it('re-runs the request interceptors on a retry (fresh cache-buster)', async () => {
  answer('journals', (attempt) =>
    attempt === 1 ? new HttpResponse(null, { status: 500 }) : HttpResponse.json([]),
  );
  const sent = recordRequests();
  const outcome = await settle(apiClient.get('journals', { params: { page: 1 } }));
  expect(outcome.ok).toBe(true);
  expect(Number(sent[1]!.query.get('_t'))).toBeGreaterThan(Number(sent[0]!.query.get('_t')));
  expect(sent[1]!.query.get('page')).toBe('1');
});
