import { downloadFile } from '@colophon/shared';
import { type DiscussionMessage } from '@colophon/shared/contracts';

/** Downloads a message's file (it needs the sign-in token, so a plain link would not do). */
export function downloadMessageFile(
  message: Pick<DiscussionMessage, 'id' | 'thread_id'> & {
    file: NonNullable<DiscussionMessage['file']>;
  },
): Promise<void> {
  return downloadFile(`discussions/${message.thread_id}/messages/${message.id}/file`, {
    filename: message.file.name,
    type: message.file.mime_type,
  });
}
