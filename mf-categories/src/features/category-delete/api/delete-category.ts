import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@colophon/shared';
import { type MessageResponse } from '@colophon/shared/contracts';
import { categoryKeys } from '../../../lib/category-keys';

export async function deleteCategory(id: number): Promise<MessageResponse> {
  const { data } = await apiClient.delete<MessageResponse>(`categories/${id}`);
  return data;
}

/** Deletes a category, forgets its detail and refreshes the tree and the other details. */
export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: categoryKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: categoryKeys.all });
    },
  });
}
