/** Query keys of the categories feature; the tree and the flat lists hang off `all`. */
export const categoryKeys = {
  all: ['categories'] as const,
  tree: () => [...categoryKeys.all, 'tree'] as const,
};
