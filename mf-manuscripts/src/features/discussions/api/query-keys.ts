import { MANUSCRIPTS_ROOT_KEY } from '../../../lib/query-keys';

/** A manuscript's discussions and a thread's messages, under the section's root key. */
export const discussionKeys = {
  all: [...MANUSCRIPTS_ROOT_KEY, 'discussions'] as const,
  list: (manuscriptId: number) => [...discussionKeys.all, 'list', manuscriptId] as const,
  messages: (threadId: number) => [...discussionKeys.all, 'messages', threadId] as const,
};
