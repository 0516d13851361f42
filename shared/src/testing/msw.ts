// MSW for the front-end tests: a call leaves the one API client through axios's
// real adapter (jsdom's XMLHttpRequest) after all its interceptors, and a
// handler the test declares answers it. jest.setup.ts starts the server and
// drops each test's handlers and recorders after it.
import { setupServer } from 'msw/node';

export { http, HttpResponse, type HttpResponseResolver } from 'msw';

export const server = setupServer();

/** The full URL the client calls for an API path: 'journals/1' → 'http://localhost/api/v1/journals/1'. */
export function apiUrl(path: string): string {
  return new URL(`${__API_BASE_URL__}/${path}`, window.location.href).toString();
}

export interface SentRequest {
  method: string;
  /** The path under the API's base URL, without the query ('journals/1'). */
  path: string;
  query: URLSearchParams;
  headers: Headers;
}

/** Records every request that reaches the mock server, in order. */
export function recordRequests(): SentRequest[] {
  const sent: SentRequest[] = [];
  const base = apiUrl('');
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    sent.push({
      method: request.method.toLowerCase(),
      path: `${url.origin}${url.pathname}`.replace(base, ''),
      query: url.searchParams,
      headers: request.headers,
    });
  });
  return sent;
}
