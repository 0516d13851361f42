import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@colophon/shared';
import { type CappedPaginationMeta, type ManuscriptSummary } from '@colophon/shared/contracts';
import { journalKeys } from '../../../lib/journal-keys';
import { type JournalManuscriptsParams } from '../lib/manuscripts-params';

export interface JournalManuscriptsPage {
  data: ManuscriptSummary[];
  meta: CappedPaginationMeta;
}

/** `GET journals/{id}/manuscripts`: the journal's manuscripts the reader may see. */
export async function getJournalManuscripts(
  id: number,
  params: JournalManuscriptsParams,
): Promise<JournalManuscriptsPage> {
  const { data } = await apiClient.get<JournalManuscriptsPage>(`journals/${id}/manuscripts`, {
    params: { page: params.page, per_page: params.perPage },
  });
  return data;
}

export const getJournalManuscriptsQueryOptions = (id: number, params: JournalManuscriptsParams) =>
  queryOptions({
    queryKey: journalKeys.manuscripts(id, params),
    queryFn: () => getJournalManuscripts(id, params),
    placeholderData: keepPreviousData,
  });

export const useJournalManuscripts = (id: number, params: JournalManuscriptsParams) =>
  useQuery(getJournalManuscriptsQueryOptions(id, params));
