import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@colophon/shared';
import { type SectionRelease } from '@colophon/shared/contracts';

export const releaseKeys = {
  all: ['host', 'releases'] as const,
};

export async function getReleases(): Promise<SectionRelease[]> {
  const { data } = await apiClient.get<{ data: SectionRelease[] }>('remotes/releases');
  return data.data;
}

export const getReleasesQueryOptions = () =>
  queryOptions({ queryKey: releaseKeys.all, queryFn: getReleases, staleTime: 0 });

export const useReleases = () => useQuery(getReleasesQueryOptions());
