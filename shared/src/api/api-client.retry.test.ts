import { useAuthStore } from '../stores/auth-store';
import { installFakeAdapter, settle } from '../testing/fake-adapter';
import { apiClient } from './api-client';
import { RETRY_LIMIT, RETRYABLE_METHODS, RETRYABLE_STATUSES } from './constants';

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
  useAuthStore.setState({ user: null, token: null, isAuthenticated: false });
});
afterEach(() => jest.useRealTimers());

type Method = 'get' | 'put' | 'head' | 'delete' | 'options' | 'trace' | 'post' | 'patch';
const call = (method: Method, url: string) => apiClient.request({ method, url });

it('has the spec constants', () => {
  expect(RETRY_LIMIT).toBe(2);
  expect([...RETRYABLE_STATUSES]).toEqual([408, 413, 429, 500, 502, 503, 504]);
  expect([...RETRYABLE_METHODS]).toEqual(['get', 'put', 'head', 'delete', 'options', 'trace']);
});

it.each(RETRYABLE_STATUSES)('retries a GET twice on %i, then fails', async (status) => {
  const fake = installFakeAdapter(() => ({ status, data: { message: 'busy' } }));
  const outcome = await settle(call('get', 'journals/1'));
  fake.restore();
  expect(outcome.ok).toBe(false);
  expect(fake.calls).toHaveLength(3);
});

it.each(['get', 'put', 'head', 'delete', 'options', 'trace'] as const)(
  'retries %s',
  async (method) => {
    const fake = installFakeAdapter((_config, attempt) =>
      attempt === 1 ? { status: 503 } : { status: 200, data: {} },
    );
    const outcome = await settle(call(method, 'journals/1'));
    fake.restore();
    expect(outcome.ok).toBe(true);
    expect(fake.calls).toHaveLength(2);
    expect(fake.calls.every((recorded) => recorded.method === method)).toBe(true);
  },
);

it.each(['post', 'patch'] as const)('never retries %s', async (method) => {
  const fake = installFakeAdapter(() => ({ status: 503 }));
  const outcome = await settle(call(method, 'journals'));
  fake.restore();
  expect(outcome.ok).toBe(false);
  expect(fake.calls).toHaveLength(1);
});

it.each([400, 403, 404, 409, 415, 422, 501])('does not retry a GET on %i', async (status) => {
  const fake = installFakeAdapter(() => ({ status }));
  const outcome = await settle(call('get', 'journals/1'));
  fake.restore();
  expect(outcome.ok).toBe(false);
  expect(fake.calls).toHaveLength(1);
});

it('does not retry a network error', async () => {
  const fake = installFakeAdapter(() => 'network-error');
  const outcome = await settle(call('get', 'journals/1'));
  fake.restore();
  expect(outcome.ok).toBe(false);
  expect(fake.calls).toHaveLength(1);
});

it('succeeds on the last retry and backs off between attempts', async () => {
  const fake = installFakeAdapter((_config, attempt) =>
    attempt < 3 ? { status: 502 } : { status: 200, data: { ok: 1 } },
  );
  const promise = call('get', 'journals/1');
  await jest.advanceTimersByTimeAsync(0);
  expect(fake.calls).toHaveLength(1);
  await jest.advanceTimersByTimeAsync(299);
  expect(fake.calls).toHaveLength(1);
  await jest.advanceTimersByTimeAsync(1);
  expect(fake.calls).toHaveLength(2);
  const outcome = await settle(promise);
  fake.restore();
  expect(fake.calls).toHaveLength(3);
  expect(outcome.ok && outcome.value.data).toEqual({ ok: 1 });
});

it('re-runs the request interceptors on a retry (fresh cache-buster)', async () => {
  const fake = installFakeAdapter((_config, attempt) =>
    attempt === 1 ? { status: 500 } : { status: 200, data: [] },
  );
  const outcome = await settle(apiClient.get('journals', { params: { page: 1 } }));
  fake.restore();
  expect(outcome.ok).toBe(true);
  expect(fake.calls[1]!.params._t).toBeGreaterThan(fake.calls[0]!.params._t as number);
  expect(fake.calls[1]!.params.page).toBe(1);
});
