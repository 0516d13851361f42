import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, toApiError } from '@colophon/shared';
import { type Single } from '@colophon/shared/contracts';
import { type ManuscriptDetail } from '../../../lib/manuscript';
import { manuscriptDetailKeys } from './query-keys';

export async function getManuscript(id: number): Promise<ManuscriptDetail> {
  const { data } = await apiClient.get<Single<ManuscriptDetail>>(`manuscripts/${id}`);
  return data.data;
}

/** A 404 is an answer (not found, or not the reader's to see), not a failure worth retrying. */
const isNotFound = (error: unknown) => toApiError(error).status === 404;

export const getManuscriptQueryOptions = (id: number) =>
  queryOptions({
    queryKey: manuscriptDetailKeys.detail(id),
    queryFn: () => getManuscript(id),
    retry: (failures, error) => !isNotFound(error) && failures < 1,
  });

/** The manuscript with its authors, revisions, reviews, history and what the reader may do. */
export const useManuscript = (id: number | null) =>
  useQuery({ ...getManuscriptQueryOptions(id ?? 0), enabled: id !== null });
