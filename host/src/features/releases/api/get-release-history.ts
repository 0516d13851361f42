import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '@colophon/shared';
import { type ReleaseHistoryEntry, type SectionName } from '@colophon/shared/contracts';
import { HEALTH_REFETCH_MS } from './get-section-health';
import { releaseKeys } from './get-releases';

/** How many changes the history shows. */
export const HISTORY_LIMIT = 20;

export async function getReleaseHistory(section: SectionName): Promise<ReleaseHistoryEntry[]> {
  const { data } = await apiClient.get<{ data: ReleaseHistoryEntry[] }>(
    `remotes/${section}/history`,
    { params: { limit: HISTORY_LIMIT } },
  );
  return data.data;
}

/** What changed the section's rollout, newest first; polled like the health so the watcher's acts show. */
export const releaseHistoryQueryOptions = (section: SectionName) =>
  queryOptions({
    queryKey: releaseKeys.history(section),
    queryFn: () => getReleaseHistory(section),
    refetchInterval: HEALTH_REFETCH_MS,
  });
