import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@colophon/shared';
import { type OutboxList } from '@colophon/shared/contracts';
import { outboxKeys } from './query-keys';

/** GET manuscripts/{id}/mail: the mail about one manuscript (its editors). */
export async function getManuscriptMail(
  manuscriptId: number,
  page: number,
  perPage: number,
): Promise<OutboxList> {
  const { data } = await apiClient.get<OutboxList>(`manuscripts/${manuscriptId}/mail`, {
    params: { page, per_page: perPage },
  });
  return data;
}

export const manuscriptMailQueryOptions = (manuscriptId: number, page: number, perPage: number) =>
  queryOptions({
    queryKey: outboxKeys.manuscript(manuscriptId, page, perPage),
    queryFn: () => getManuscriptMail(manuscriptId, page, perPage),
    placeholderData: keepPreviousData,
  });

export const useManuscriptMail = (manuscriptId: number, page: number, perPage: number) =>
  useQuery(manuscriptMailQueryOptions(manuscriptId, page, perPage));
