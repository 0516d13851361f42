import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@colophon/shared';
import {
  type CategoryReorderInput,
  type CategoryTreeNode,
  type MessageResponse,
} from '@colophon/shared/contracts';
import { categoryKeys } from '../../../lib/category-keys';

export async function reorderCategories(input: CategoryReorderInput): Promise<MessageResponse> {
  const { data } = await apiClient.post<MessageResponse>('categories/reorder', input);
  return data;
}

export interface ReorderVariables extends CategoryReorderInput {
  /** The tree as it looks after the move: shown at once, before the server answers. */
  tree: CategoryTreeNode[];
}

/**
 * Saves a drag-and-drop move. Optimistic: the cache holds the moved tree
 * while the call runs; a failure puts the previous tree back (the caller
 * shows the error), and either way the tree is refetched so counts of the
 * old and new parents are the server's.
 */
export function useReorderCategories() {
  const queryClient = useQueryClient();
  const treeKey = categoryKeys.tree();
  return useMutation({
    mutationFn: ({ orders }: ReorderVariables) => reorderCategories({ orders }),
    onMutate: async ({ tree }) => {
      // A refetch landing mid-move would overwrite the optimistic tree with the old one.
      await queryClient.cancelQueries({ queryKey: treeKey });
      const previous = queryClient.getQueryData<CategoryTreeNode[]>(treeKey);
      queryClient.setQueryData(treeKey, tree);
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(treeKey, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
  });
}
