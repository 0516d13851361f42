import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@colophon/shared';
import { discussionKeys } from './query-keys';

export interface MarkReadInput {
  manuscriptId: number;
  threadId: number;
  /** Read up to this message (the newest shown). */
  messageId: number;
}

export async function markDiscussionRead({ threadId, messageId }: MarkReadInput) {
  await apiClient.post(`discussions/${threadId}/read`, { message_id: messageId });
}

/** Marks what the reader has on screen as read; the unread counts refresh. */
export function useMarkDiscussionRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markDiscussionRead,
    onSuccess: (_, { manuscriptId }) =>
      queryClient.invalidateQueries({ queryKey: discussionKeys.list(manuscriptId) }),
  });
}
