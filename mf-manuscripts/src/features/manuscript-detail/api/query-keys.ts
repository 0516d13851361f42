import { MANUSCRIPTS_ROOT_KEY } from '../../../lib/query-keys';

/** One manuscript's detail, under the root key so that every manuscripts change refreshes it. */
export const manuscriptDetailKeys = {
  all: [...MANUSCRIPTS_ROOT_KEY, 'detail'] as const,
  detail: (id: number) => [...manuscriptDetailKeys.all, id] as const,
};
