// GET categories/tree, shared because two sections read it: the categories
// section (its tree screen) and the journals form (its category picker).
// One query key, so a category change invalidates both.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CategoryTreeNode } from '@colophon/shared/contracts';
import { apiClient } from '../api/api-client';

export const categoryTreeKeys = {
  all: ['categories'] as const,
  tree: () => [...categoryTreeKeys.all, 'tree'] as const,
};

export async function getCategoryTree(): Promise<CategoryTreeNode[]> {
  const { data } = await apiClient.get<{ data: CategoryTreeNode[] }>('categories/tree');
  return data.data;
}

export const getCategoryTreeQueryOptions = () =>
  queryOptions({ queryKey: categoryTreeKeys.tree(), queryFn: getCategoryTree });

export const useCategoryTree = () => useQuery(getCategoryTreeQueryOptions());
