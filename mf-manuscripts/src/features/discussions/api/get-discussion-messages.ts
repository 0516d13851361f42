import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@colophon/shared';
import { type DiscussionMessages } from '@colophon/shared/contracts';
import { DISCUSSIONS_POLL_MS } from './get-discussions';
import { discussionKeys } from './query-keys';

export async function getDiscussionMessages(threadId: number): Promise<DiscussionMessages> {
  const { data } = await apiClient.get<DiscussionMessages>(`discussions/${threadId}/messages`);
  return data;
}

export const getDiscussionMessagesQueryOptions = (threadId: number) =>
  queryOptions({
    queryKey: discussionKeys.messages(threadId),
    queryFn: () => getDiscussionMessages(threadId),
    refetchInterval: DISCUSSIONS_POLL_MS,
  });

/** A thread's messages, oldest first, with the thread as the reader sees it. */
export const useDiscussionMessages = (threadId: number) =>
  useQuery(getDiscussionMessagesQueryOptions(threadId));
