import { apiClient } from '../api/api-client';
import { RETRY_LIMIT } from '../api/constants';
import { apiUrl, http, HttpResponse, recordRequests, server } from '../testing/msw';
import { settle } from '../testing/settle';
import { createQueryClient, queryClient } from './query-client';

it('leaves retries to the API client, does not refetch on focus and keeps data fresh for 300 s', () => {
  for (const client of [queryClient, createQueryClient()]) {
    expect(client.getDefaultOptions().queries).toMatchObject({
      retry: false,
      refetchOnWindowFocus: false,
      staleTime: 300_000,
    });
  }
  expect(createQueryClient()).not.toBe(queryClient);
});

it('sends a query whose GET keeps failing 1 + RETRY_LIMIT times in all, not once more per query retry', async () => {
  jest.useFakeTimers();
  try {
    server.use(http.get(apiUrl('journals'), () => new HttpResponse(null, { status: 503 })));
    const sent = recordRequests();
    // Built as a component's useQuery builds it: with the client's default options
    // (fetchQuery would not do: it never retries, whatever the defaults say).
    const client = createQueryClient();
    const options = client.defaultQueryOptions({
      queryKey: ['journals'],
      queryFn: () => apiClient.get('journals'),
    });
    const query = client.getQueryCache().build(client, options).fetch();
    const outcome = await settle(query);
    expect(outcome.ok).toBe(false);
    expect(sent).toHaveLength(1 + RETRY_LIMIT);
  } finally {
    jest.useRealTimers();
  }
});
