import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@colophon/shared';
import { type ManuscriptSummary } from '@colophon/shared/contracts';
import { letterKeys } from './letter-keys';

const PAGE = 20;

/** `GET manuscripts`: the journal's (or any) manuscripts the editor may read, newest first. */
export async function searchPreviewManuscripts(
  journalId: number | null,
  search: string,
): Promise<ManuscriptSummary[]> {
  const { data } = await apiClient.get<{ data: ManuscriptSummary[] }>('manuscripts', {
    params: {
      per_page: PAGE,
      ...(journalId === null ? {} : { journal_id: journalId }),
      ...(search ? { search } : {}),
    },
  });
  return data.data;
}

export const searchPreviewManuscriptsQueryOptions = (journalId: number | null, search: string) =>
  queryOptions({
    queryKey: letterKeys.manuscripts(journalId, search),
    queryFn: () => searchPreviewManuscripts(journalId, search),
    placeholderData: keepPreviousData,
  });

export const usePreviewManuscripts = (journalId: number | null, search: string) =>
  useQuery(searchPreviewManuscriptsQueryOptions(journalId, search));
