// The API in a test as one function: every call the one client sends, after
// its interceptors and through axios's real adapter, reaches an MSW handler
// that records it and answers with what `answer` returns.
import { apiUrl, http, HttpResponse, server } from './msw';

export type FakeAnswer = { status: number; data?: unknown } | 'network-error';

export interface RecordedCall {
  method: string;
  /** The path under the API's base URL ('journals/1'). */
  url: string;
  /** The query string's values (strings, as on the wire). */
  params: Record<string, string>;
  /** Header names in lower case, as HTTP has them. */
  headers: Record<string, string>;
  /** The body as sent: JSON text, FormData for an upload, undefined for none. */
  data: string | FormData | undefined;
}

async function bodyOf(request: Request): Promise<string | FormData | undefined> {
  if (request.headers.get('content-type')?.startsWith('multipart/form-data'))
    return request.formData();
  const text = await request.text();
  return text === '' ? undefined : text;
}

function responseOf(answer: Exclude<FakeAnswer, 'network-error'>): Response {
  const status = answer.status;
  // 204 and 205 carry no body by definition.
  if (answer.data === undefined || status === 204 || status === 205)
    return new HttpResponse(null, { status });
  if (answer.data instanceof Blob)
    return new HttpResponse(answer.data, { status, headers: { 'Content-Type': answer.data.type } });
  return HttpResponse.json(answer.data, { status });
}

export function answerApi(answer: (call: RecordedCall, attempt: number) => FakeAnswer) {
  const calls: RecordedCall[] = [];
  const base = new URL(apiUrl(''));
  server.use(
    http.all(`${base.href}*`, async ({ request }) => {
      const url = new URL(request.url);
      const call: RecordedCall = {
        method: request.method.toLowerCase(),
        url: url.pathname.slice(base.pathname.length),
        params: Object.fromEntries(url.searchParams),
        headers: Object.fromEntries(request.headers),
        data: await bodyOf(request),
      };
      calls.push(call);
      const result = answer(call, calls.length);
      return result === 'network-error' ? HttpResponse.error() : responseOf(result);
    }),
  );
  // Handlers are dropped after each test (jest.setup.ts); `restore` ends them sooner.
  return { calls, restore: () => server.resetHandlers() };
}
