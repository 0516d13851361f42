import { categoryTreeKeys } from '@colophon/shared';

/**
 * Query keys of the categories section (every feature reads or invalidates them). Everything hangs off `all`
 * (['categories']): the tree (shared with the journals form's picker) and
 * every detail, so one invalidation after a write refreshes them all.
 */
export const categoryKeys = {
  ...categoryTreeKeys,
  details: () => [...categoryTreeKeys.all, 'detail'] as const,
  detail: (id: number) => [...categoryKeys.details(), id] as const,
};
