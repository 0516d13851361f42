import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '@colophon/shared';
import { type SectionHealth, type SectionName } from '@colophon/shared/contracts';
import { releaseKeys } from './get-releases';

/** How often an open health panel asks again: browsers report about once a minute. */
export const HEALTH_REFETCH_MS = 15_000;

export async function getSectionHealth(
  section: SectionName,
  minutes: number,
): Promise<SectionHealth> {
  const { data } = await apiClient.get<{ data: SectionHealth }>(`remotes/${section}/health`, {
    params: { minutes },
  });
  return data.data;
}

/** Canary against stable over the last `minutes`; polled while the panel shows it. */
export const sectionHealthQueryOptions = (section: SectionName, minutes: number) =>
  queryOptions({
    queryKey: releaseKeys.health(section, minutes),
    queryFn: () => getSectionHealth(section, minutes),
    refetchInterval: HEALTH_REFETCH_MS,
    // A period switched back and forth shows the last figures while the new ones load.
    placeholderData: (previous) => previous,
  });
