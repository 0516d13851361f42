import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@colophon/shared';
import { type Category, type CategoryInput, type Mutation } from '@colophon/shared/contracts';
import { categoryKeys } from '../../../lib/category-keys';

export async function createCategory(input: CategoryInput): Promise<Mutation<Category>> {
  const { data } = await apiClient.post<Mutation<Category>>('categories', input);
  return data;
}

/** Creates a category, then refreshes the tree (and the journals form's picker) and details. */
export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
  });
}
