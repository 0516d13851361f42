import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@colophon/shared';
import { type Paginated, type Publication } from '@colophon/shared/contracts';
import { userKeys } from '../../../lib/user-keys';

/** Publications per user shown on the detail screen (a product constant). */
export const PUBLICATIONS_PER_PAGE = 100;

export async function getUserPublications(id: number): Promise<Paginated<Publication>> {
  const { data } = await apiClient.get<Paginated<Publication>>(`users/${id}/publications`, {
    params: { per_page: PUBLICATIONS_PER_PAGE },
  });
  return data;
}

export const getUserPublicationsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: userKeys.publications(id),
    queryFn: () => getUserPublications(id),
  });

/** Not fetched for a deleted user: `enabled` is false then. */
export const useUserPublications = (id: number, enabled: boolean) =>
  useQuery({ ...getUserPublicationsQueryOptions(id), enabled });
