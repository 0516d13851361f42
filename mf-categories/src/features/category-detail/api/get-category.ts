import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@colophon/shared';
import { type Category, type Single } from '@colophon/shared/contracts';
import { categoryKeys } from '../../../lib/category-keys';

export async function getCategory(id: number): Promise<Category> {
  const { data } = await apiClient.get<Single<Category>>(`categories/${id}`);
  return data.data;
}

export const getCategoryQueryOptions = (id: number) =>
  queryOptions({ queryKey: categoryKeys.detail(id), queryFn: () => getCategory(id) });

/** One category with its parent, children and counts; idle while `id` is not a valid id. */
export const useCategory = (id: number | null) =>
  useQuery({ ...getCategoryQueryOptions(id ?? 0), enabled: id !== null });
