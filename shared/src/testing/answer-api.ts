// A fake axios adapter for tests: answers the one client's calls without a
// network, so requests still run through its interceptors.
import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { apiClient } from '../api/api-client';

export type FakeAnswer = { status: number; data?: unknown } | 'network-error';

export interface RecordedCall {
  method: string;
  url: string;
  params: Record<string, unknown>;
  headers: Record<string, unknown>;
}

export function installFakeAdapter(
  answer: (config: InternalAxiosRequestConfig, attempt: number) => FakeAnswer,
) {
  const calls: RecordedCall[] = [];
  const original = apiClient.defaults.adapter;
  const adapter: AxiosAdapter = async (config) => {
    calls.push({
      method: (config.method ?? 'get').toLowerCase(),
      url: config.url ?? '',
      params: { ...(config.params as Record<string, unknown> | undefined) },
      headers: config.headers.toJSON() as Record<string, unknown>,
    });
    const result = answer(config, calls.length);
    if (result === 'network-error')
      throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {});
    const response = {
      data: result.data,
      status: result.status,
      statusText: '',
      headers: {},
      config,
    };
    if (result.status >= 200 && result.status < 300) return response;
    throw new AxiosError(
      `Request failed with status code ${result.status}`,
      result.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
      config,
      {},
      response,
    );
  };
  apiClient.defaults.adapter = adapter;
  return {
    calls,
    restore: () => {
      apiClient.defaults.adapter = original;
    },
  };
}

/** Lets retries' back-off timers run (with jest fake timers) and returns how the call ended. */
export async function settle<T>(
  promise: Promise<T>,
): Promise<{ ok: true; value: T } | { ok: false; error: unknown }> {
  const outcome = promise.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );
  await jest.advanceTimersByTimeAsync(10_000);
  return outcome;
}
