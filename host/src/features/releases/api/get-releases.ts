import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@colophon/shared';
import { type SectionName, type SectionRelease } from '@colophon/shared/contracts';

// Every key of the release screen starts with `all`: the release actions invalidate
// `all`, so a promote or rollback refreshes the list and each section's health,
// policy and history at once.
export const releaseKeys = {
  all: ['host', 'releases'] as const,
  section: (section: SectionName) => [...releaseKeys.all, section] as const,
  health: (section: SectionName, minutes: number) =>
    [...releaseKeys.section(section), 'health', minutes] as const,
  policy: (section: SectionName) => [...releaseKeys.section(section), 'policy'] as const,
  history: (section: SectionName) => [...releaseKeys.section(section), 'history'] as const,
};

export async function getReleases(): Promise<SectionRelease[]> {
  const { data } = await apiClient.get<{ data: SectionRelease[] }>('remotes/releases');
  return data.data;
}

export const getReleasesQueryOptions = () =>
  queryOptions({ queryKey: releaseKeys.all, queryFn: getReleases, staleTime: 0 });

export const useReleases = () => useQuery(getReleasesQueryOptions());
