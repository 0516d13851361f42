import { MANUSCRIPTS_ROOT_KEY } from '../../../lib/query-keys';
import { type SubmissionsParams } from '../lib/submissions-params';

/**
 * Under the manuscripts root key: whatever refreshes manuscripts (a create,
 * a status change) also refreshes the user's own submissions.
 */
export const submissionKeys = {
  all: [...MANUSCRIPTS_ROOT_KEY, 'mine'] as const,
  list: (params: SubmissionsParams) => [...submissionKeys.all, params] as const,
};
