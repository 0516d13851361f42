import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@colophon/shared';
import { type CategoryNode } from '../types';
import { categoryKeys } from './query-keys';

export async function getCategoryTree(): Promise<CategoryNode[]> {
  const { data } = await apiClient.get<{ data: CategoryNode[] }>('categories/tree');
  return data.data;
}

export const getCategoryTreeQueryOptions = () =>
  queryOptions({ queryKey: categoryKeys.tree(), queryFn: getCategoryTree });

export const useCategoryTree = () => useQuery(getCategoryTreeQueryOptions());
