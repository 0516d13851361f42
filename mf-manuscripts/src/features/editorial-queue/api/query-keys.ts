import { MANUSCRIPTS_ROOT_KEY } from '../../../lib/query-keys';
import { type QueueListParams } from '../lib/queue-params';

/** Under the section's root key: every decision or invitation refreshes the queue. */
export const queueKeys = {
  all: [...MANUSCRIPTS_ROOT_KEY, 'editorial-queue'] as const,
  list: (params: QueueListParams) => [...queueKeys.all, params] as const,
};
