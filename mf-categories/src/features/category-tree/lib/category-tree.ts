import { type CategoryFields, type CategoryNode } from '../../../lib/category-types';

/** A tree row for the table: leaves have no `children` (no expand icon). */
export interface CategoryTreeRow extends CategoryFields {
  children?: CategoryTreeRow[];
}

/** A category found by search, with the names of its ancestors. */
export interface CategoryMatch extends CategoryFields {
  path: string[];
}

const byOrderThenName = (a: CategoryFields, b: CategoryFields) =>
  a.order - b.order || a.name.localeCompare(b.name);

/** Without its children: a flat category. */
function withoutChildren({ children: _children, ...category }: CategoryNode): CategoryFields {
  return category;
}

/**
 * Table rows of the tree: siblings sorted by order then name, and leaves
 * without a `children` array so the table shows no expand icon for them.
 */
export function toTreeRows(nodes: CategoryNode[]): CategoryTreeRow[] {
  return [...nodes].sort(byOrderThenName).map((node) => {
    const row: CategoryTreeRow = withoutChildren(node);
    if (node.children.length > 0) row.children = toTreeRows(node.children);
    return row;
  });
}

/** Every category of the tree in display order (depth first), each with its ancestors' names. */
export function flattenCategoryTree(
  nodes: CategoryNode[],
  ancestors: string[] = [],
): CategoryMatch[] {
  return [...nodes]
    .sort(byOrderThenName)
    .flatMap((node) => [
      { ...withoutChildren(node), path: ancestors },
      ...flattenCategoryTree(node.children, [...ancestors, node.name]),
    ]);
}

/** Categories whose name, slug or description contains the term (case-insensitive), as a flat list. */
export function searchCategoryTree(nodes: CategoryNode[], term: string): CategoryMatch[] {
  const needle = term.trim().toLocaleLowerCase();
  if (!needle) return [];
  return flattenCategoryTree(nodes).filter((category) =>
    [category.name, category.slug, category.description ?? ''].some((text) =>
      text.toLocaleLowerCase().includes(needle),
    ),
  );
}

/** Ids of every category that has children: what "expand all" opens. */
export function parentIds(nodes: CategoryNode[]): number[] {
  return nodes.flatMap((node) =>
    node.children.length > 0 ? [node.id, ...parentIds(node.children)] : [],
  );
}
