import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@colophon/shared';
import { type DiscussionThread, type Mutation } from '@colophon/shared/contracts';
import { discussionKeys } from './query-keys';

export interface SetClosedInput {
  manuscriptId: number;
  threadId: number;
  closed: boolean;
}

export async function setDiscussionClosed({ threadId, closed }: SetClosedInput) {
  const { data } = await apiClient.post<Mutation<DiscussionThread>>(
    `discussions/${threadId}/${closed ? 'close' : 'reopen'}`,
  );
  return data.data;
}

/** Closes or reopens a thread (editors); the thread and the list refresh. */
export function useSetDiscussionClosed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDiscussionClosed,
    onSuccess: (_, { manuscriptId, threadId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: discussionKeys.messages(threadId) }),
        queryClient.invalidateQueries({ queryKey: discussionKeys.list(manuscriptId) }),
      ]),
  });
}
