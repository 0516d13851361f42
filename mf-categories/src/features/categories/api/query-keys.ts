import { categoryTreeKeys } from '@colophon/shared';

/** Query keys of the categories feature; the tree (shared) and every other list hang off `all`. */
export const categoryKeys = {
  ...categoryTreeKeys,
};
