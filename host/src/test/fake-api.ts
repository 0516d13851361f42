import { apiClient } from '@colophon/shared';

type Adapter = NonNullable<typeof apiClient.defaults.adapter>;
type AdapterFn = Extract<Adapter, (...args: never[]) => unknown>;
type RequestConfig = Parameters<AdapterFn>[0];

export interface FakeResponse {
  status: number;
  data?: unknown;
}

export interface RecordedRequest {
  method: string | undefined;
  url: string | undefined;
  data: unknown;
}

/**
 * Answers every call of the real shared client from a function, so tests go
 * through its interceptors and error mapping. Returns the recorded requests.
 */
export function fakeApi(answer: (config: RequestConfig) => FakeResponse | 'network-error') {
  const requests: RecordedRequest[] = [];
  const original = apiClient.defaults.adapter;
  const adapter: AdapterFn = async (config) => {
    requests.push({
      method: config.method,
      url: config.url,
      data: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
    });
    const result = answer(config);
    if (result === 'network-error') {
      // What axios produces when no response arrives: an AxiosError without `response`.
      throw Object.assign(new Error('Network Error'), {
        isAxiosError: true,
        code: 'ERR_NETWORK',
        config,
        request: {},
        toJSON: () => ({}),
      });
    }
    const response = {
      data: result.data,
      status: result.status,
      statusText: '',
      headers: {},
      config,
    };
    if (result.status >= 200 && result.status < 300) return response;
    // A custom adapter settles by itself: reject like axios does for a non-2xx status.
    throw Object.assign(new Error(`Request failed with status code ${result.status}`), {
      isAxiosError: true,
      code: 'ERR_BAD_REQUEST',
      config,
      request: {},
      response,
      status: result.status,
      toJSON: () => ({}),
    });
  };
  apiClient.defaults.adapter = adapter;
  return {
    requests,
    restore: () => {
      apiClient.defaults.adapter = original;
    },
  };
}
