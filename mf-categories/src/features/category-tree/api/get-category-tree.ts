// GET categories/tree lives in shared: the journals form's category picker
// reads the same query, so one key serves (and one invalidation refreshes) both.
export { getCategoryTree, getCategoryTreeQueryOptions, useCategoryTree } from '@colophon/shared';
