import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@colophon/shared';
import { type Category, type CategoryUpdateInput, type Mutation } from '@colophon/shared/contracts';
import { categoryKeys } from '../../../lib/category-keys';

export interface UpdateCategoryVariables {
  id: number;
  input: CategoryUpdateInput;
}

export async function updateCategory({
  id,
  input,
}: UpdateCategoryVariables): Promise<Mutation<Category>> {
  const { data } = await apiClient.put<Mutation<Category>>(`categories/${id}`, input);
  return data;
}

/** Updates a category, then refreshes the tree and every detail (a move changes parents' children). */
export function useUpdateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
  });
}
