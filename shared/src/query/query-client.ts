// The one QueryClient: no refetch on window focus, data fresh for 300 seconds.
// Shared so a section's cached data survives navigating away from it and back.
// It does not retry: the API client already retries what is worth retrying
// (api/retry.ts), and a retry here would multiply its attempts (3 × 2 sends).
import { QueryClient } from '@tanstack/react-query';

export const QUERY_STALE_TIME_MS = 300_000;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: QUERY_STALE_TIME_MS },
    },
  });
}

export const queryClient = createQueryClient();
