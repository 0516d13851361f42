import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@colophon/shared';
import { type OutboxList } from '@colophon/shared/contracts';
import { type OutboxParams, toOutboxQuery } from '../lib/outbox-params';
import { outboxKeys } from './query-keys';

/** GET outbox: every mail, newest first (administrators). */
export async function getOutbox(params: OutboxParams): Promise<OutboxList> {
  const { data } = await apiClient.get<OutboxList>('outbox', { params: toOutboxQuery(params) });
  return data;
}

export const outboxQueryOptions = (params: OutboxParams) =>
  queryOptions({
    queryKey: outboxKeys.list(params),
    queryFn: () => getOutbox(params),
    // Keep the previous page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useOutbox = (params: OutboxParams) => useQuery(outboxQueryOptions(params));
