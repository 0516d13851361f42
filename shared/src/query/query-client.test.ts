import { createQueryClient, queryClient } from './query-client';

it('retries once, does not refetch on focus and keeps data fresh for 300 s', () => {
  for (const client of [queryClient, createQueryClient()]) {
    expect(client.getDefaultOptions().queries).toMatchObject({
      retry: 1,
      refetchOnWindowFocus: false,
      staleTime: 300_000,
    });
  }
  expect(createQueryClient()).not.toBe(queryClient);
});
