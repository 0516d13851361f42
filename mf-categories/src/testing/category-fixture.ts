import { type CategoryTreeNode } from '@colophon/shared/contracts';

/** A tree node as `GET categories/tree` sends it, with the given fields changed. */
export function categoryNode(
  id: number,
  name: string,
  children: CategoryTreeNode[] = [],
  overrides: Partial<CategoryTreeNode> = {},
): CategoryTreeNode {
  return {
    id,
    name,
    slug: name.toLowerCase().replace(/\s+/g, '-'),
    description: null,
    parent_id: null,
    is_active: true,
    order: 0,
    journals_count: 0,
    manuscripts_count: 0,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    children,
    ...overrides,
  };
}
