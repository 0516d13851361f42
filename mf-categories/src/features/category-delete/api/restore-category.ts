import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@colophon/shared';
import { type Category, type Mutation } from '@colophon/shared/contracts';
import { categoryKeys } from '../../../lib/category-keys';

export async function restoreCategory(id: number): Promise<Category> {
  const { data } = await apiClient.post<Mutation<Category>>(`categories/${id}/restore`);
  return data.data;
}

/**
 * Undoes a delete: the API puts the category back with its id, parent and
 * position (from the deletion's audit record); the tree and details refresh.
 * A plain call rather than a mutation hook: Undo is clicked in a toast after
 * the deleted row (and its hook) has left the screen, and a mutation's
 * callbacks do not run for an unmounted component.
 */
export function useRestoreCategory() {
  const queryClient = useQueryClient();
  return useCallback(
    async (id: number) => {
      const category = await restoreCategory(id);
      await queryClient.invalidateQueries({ queryKey: categoryKeys.all });
      return category;
    },
    [queryClient],
  );
}
