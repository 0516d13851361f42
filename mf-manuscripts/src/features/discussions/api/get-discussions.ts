import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@colophon/shared';
import { type DiscussionList } from '@colophon/shared/contracts';
import { discussionKeys } from './query-keys';

/** How often an open manuscript looks for new messages (the bell polls the same way). */
export const DISCUSSIONS_POLL_MS = 60_000;

export async function getDiscussions(manuscriptId: number): Promise<DiscussionList> {
  const { data } = await apiClient.get<DiscussionList>(`manuscripts/${manuscriptId}/discussions`);
  return data;
}

export const getDiscussionsQueryOptions = (manuscriptId: number) =>
  queryOptions({
    queryKey: discussionKeys.list(manuscriptId),
    queryFn: () => getDiscussions(manuscriptId),
    refetchInterval: DISCUSSIONS_POLL_MS,
  });

/** The threads the reader may see, with unread counts, and whom they may start one with. */
export const useDiscussions = (manuscriptId: number) =>
  useQuery(getDiscussionsQueryOptions(manuscriptId));
