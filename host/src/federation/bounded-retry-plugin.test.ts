import { apiUrl, http, HttpResponse, recordRequests, server } from '@colophon/shared/testing';
import { boundedRetryPlugin } from './bounded-retry-plugin';

const manifest = apiUrl('remotes/journals/mf-manifest.json');
const fetchOf = (attempts = 3) => {
  const hook = boundedRetryPlugin({ attempts, delayMs: 1 }).fetch!;
  return (url: string) => Promise.resolve(hook(url, {})) as Promise<Response | undefined>;
};

it('sends a manifest that keeps failing with a 5xx three times in all, then fails', async () => {
  server.use(http.get(manifest, () => new HttpResponse(null, { status: 503 })));
  const sent = recordRequests();
  await expect(fetchOf()(manifest)).rejects.toThrow('answered 503');
  expect(sent).toHaveLength(3);
});

it('returns a 4xx at once, so the host falls back to stable without waiting', async () => {
  server.use(http.get(manifest, () => new HttpResponse(null, { status: 404 })));
  const sent = recordRequests();
  const response = await fetchOf()(manifest);
  expect(response?.status).toBe(404);
  expect(sent).toHaveLength(1);
});

it('returns the first answer that works', async () => {
  let attempt = 0;
  server.use(
    http.get(manifest, () =>
      (attempt += 1) === 1 ? HttpResponse.error() : HttpResponse.json({ name: 'journals' }),
    ),
  );
  const sent = recordRequests();
  const response = await fetchOf()(manifest);
  await expect(response?.json()).resolves.toEqual({ name: 'journals' });
  expect(sent).toHaveLength(2);
});
