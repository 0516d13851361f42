import { MANUSCRIPTS_ROOT_KEY } from '../../../lib/query-keys';
import { type ManuscriptsListParams } from '../lib/list-params';

/** Query keys of the manuscripts list; `lists()` covers every page, search and filter. */
export const manuscriptKeys = {
  all: MANUSCRIPTS_ROOT_KEY,
  lists: () => [...manuscriptKeys.all, 'list'] as const,
  list: (params: ManuscriptsListParams) => [...manuscriptKeys.lists(), params] as const,
};
