// The section's API in tests: the shared fake adapter answering by method and
// path, so requests run through the one client and its interceptors.
import { answerApi, type FakeAnswer } from '@colophon/shared/testing';

type RequestConfig = Parameters<Parameters<typeof answerApi>[0]>[0];

/** Answers one request; `body` is the parsed JSON body, `params` the query. */
export type FakeRoute = (config: RequestConfig & { body: unknown }) => FakeAnswer | undefined;

/** `routes` by 'METHOD path' ('GET reviews/assignments'); anything else is a 404. */
export function fakeApi(routes: Record<string, FakeRoute>) {
  return answerApi((config) => {
    const key = `${(config.method ?? 'get').toUpperCase()} ${config.url ?? ''}`;
    const body: unknown =
      typeof config.data === 'string' && config.data ? JSON.parse(config.data) : config.data;
    return routes[key]?.({ ...config, body }) ?? { status: 404, data: { message: `No ${key}` } };
  });
}

/** A page of `data` as the list endpoints send it. */
export const pageOf = <T>(data: T[], meta: Record<string, unknown> = {}) => ({
  data,
  meta: { current_page: 1, per_page: 10, last_page: 1, total: data.length, ...meta },
});
