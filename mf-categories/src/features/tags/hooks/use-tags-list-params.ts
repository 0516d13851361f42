import { useListParams } from '@colophon/shared';
import type { TagSort } from '@colophon/shared/contracts';

export const TAGS_PER_PAGE = 15;

/** /tags?search=&sort=&page=&per_page=: the list's state in the URL. */
export const useTagsListParams = () =>
  useListParams<{ sort: TagSort | '' }>({ per_page: TAGS_PER_PAGE, filters: { sort: '' } });
