import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@colophon/shared';
import { type EditorialQueueResponse } from '@colophon/shared/contracts';
import { toQueueApiQuery, type QueueListParams } from '../lib/queue-params';
import { queueKeys } from './query-keys';

export async function getEditorialQueue(params: QueueListParams): Promise<EditorialQueueResponse> {
  const { data } = await apiClient.get<EditorialQueueResponse>('editorial-queue', {
    params: toQueueApiQuery(params),
  });
  return data;
}

export const getEditorialQueueQueryOptions = (params: QueueListParams) =>
  queryOptions({
    queryKey: queueKeys.list(params),
    queryFn: () => getEditorialQueue(params),
    // The previous page (and its stage counts) stays while the next one loads.
    placeholderData: keepPreviousData,
  });

/** Manuscripts that need an editor, with the counts of every stage. */
export const useEditorialQueue = (params: QueueListParams) =>
  useQuery(getEditorialQueueQueryOptions(params));
