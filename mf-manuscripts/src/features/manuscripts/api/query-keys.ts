import { type ManuscriptsListParams } from '../types';

/** Query keys of the manuscripts list; `lists()` covers every page, search and filter. */
export const manuscriptKeys = {
  all: ['manuscripts'] as const,
  lists: () => [...manuscriptKeys.all, 'list'] as const,
  list: (params: ManuscriptsListParams) => [...manuscriptKeys.lists(), params] as const,
};
