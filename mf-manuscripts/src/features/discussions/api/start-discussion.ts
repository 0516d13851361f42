import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@colophon/shared';
import {
  type DiscussionCreateInput,
  type DiscussionThread,
  type Mutation,
} from '@colophon/shared/contracts';
import { UPLOAD_TIMEOUT_MS, uploadProgress } from '../../../lib/upload';
import { messageForm } from './message-form';
import { discussionKeys } from './query-keys';

export interface StartDiscussionInput {
  manuscriptId: number;
  discussion: DiscussionCreateInput;
  /** An optional file with the first message: then it goes as multipart. */
  file?: File | null;
  onProgress?: (percent: number) => void;
}

export async function startDiscussion({
  manuscriptId,
  discussion,
  file,
  onProgress,
}: StartDiscussionInput): Promise<DiscussionThread> {
  const url = `manuscripts/${manuscriptId}/discussions`;
  const { data } = file
    ? await apiClient.post<Mutation<DiscussionThread>>(url, messageForm(discussion, file), {
        timeout: UPLOAD_TIMEOUT_MS,
        onUploadProgress: uploadProgress(file, onProgress),
      })
    : await apiClient.post<Mutation<DiscussionThread>>(url, discussion);
  return data.data;
}

/** Starts a thread with its first message; the manuscript's thread list refreshes. */
export function useStartDiscussion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startDiscussion,
    onSuccess: (_, { manuscriptId }) =>
      queryClient.invalidateQueries({ queryKey: discussionKeys.list(manuscriptId) }),
  });
}
