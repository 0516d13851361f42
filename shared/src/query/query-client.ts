// The one QueryClient (spec §9): one retry, no refetch on window focus, data
// fresh for 300 seconds. Shared so a section's cached data survives
// navigating away from it and back.
import { QueryClient } from '@tanstack/react-query';

export const QUERY_STALE_TIME_MS = 300_000;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false, staleTime: QUERY_STALE_TIME_MS },
    },
  });
}

export const queryClient = createQueryClient();
