import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@colophon/shared';
import {
  type DiscussionMessage,
  type DiscussionMessageCreateInput,
  type Mutation,
} from '@colophon/shared/contracts';
import { UPLOAD_TIMEOUT_MS, uploadProgress } from '../../../lib/upload';
import { messageForm } from './message-form';
import { discussionKeys } from './query-keys';

export interface PostMessageInput {
  manuscriptId: number;
  threadId: number;
  message: DiscussionMessageCreateInput;
  file?: File | null;
  onProgress?: (percent: number) => void;
}

export async function postDiscussionMessage({
  threadId,
  message,
  file,
  onProgress,
}: PostMessageInput): Promise<DiscussionMessage> {
  const url = `discussions/${threadId}/messages`;
  const { data } = file
    ? await apiClient.post<Mutation<DiscussionMessage>>(url, messageForm(message, file), {
        timeout: UPLOAD_TIMEOUT_MS,
        onUploadProgress: uploadProgress(file, onProgress),
      })
    : await apiClient.post<Mutation<DiscussionMessage>>(url, message);
  return data.data;
}

/** A reply; the thread's messages and the manuscript's thread list refresh. */
export function usePostDiscussionMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postDiscussionMessage,
    onSuccess: (_, { manuscriptId, threadId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: discussionKeys.messages(threadId) }),
        queryClient.invalidateQueries({ queryKey: discussionKeys.list(manuscriptId) }),
      ]),
  });
}
