// Pure helpers of the category picker: tree options without an excluded
// subtree, and the maximum-selection rule.
import { type CategoryTreeNode } from '@colophon/shared/contracts';

export interface CategoryOption {
  value: number;
  title: string;
  disabled?: boolean;
  children?: CategoryOption[];
}

const byOrderThenName = (a: CategoryTreeNode, b: CategoryTreeNode) =>
  a.order - b.order || a.name.localeCompare(b.name);

/** The id of `rootId` and of every category below it (empty when it is not in the tree). */
export function subtreeIds(nodes: CategoryTreeNode[], rootId: number): Set<number> {
  const ids = new Set<number>();
  const collect = (node: CategoryTreeNode) => {
    ids.add(node.id);
    node.children.forEach(collect);
  };
  const find = (list: CategoryTreeNode[]): boolean =>
    list.some((node) => (node.id === rootId ? (collect(node), true) : find(node.children)));
  find(nodes);
  return ids;
}

/**
 * Picker options in display order. `excludeId` drops that category and its
 * descendants: a category can never become its own ancestor.
 */
export function toCategoryOptions(
  nodes: CategoryTreeNode[],
  { excludeId }: { excludeId?: number | null } = {},
): CategoryOption[] {
  const excluded = excludeId == null ? new Set<number>() : subtreeIds(nodes, excludeId);
  const build = (list: CategoryTreeNode[]): CategoryOption[] =>
    [...list]
      .sort(byOrderThenName)
      .filter((node) => !excluded.has(node.id))
      .map((node) => {
        const children = build(node.children);
        return { value: node.id, title: node.name, ...(children.length ? { children } : {}) };
      });
  return build(nodes);
}

/** Keeps a multiple selection within `maxCount`: the earliest picks win. */
export function limitSelection(ids: number[], maxCount?: number): number[] {
  if (maxCount === undefined || ids.length <= maxCount) return ids;
  return ids.slice(0, Math.max(0, maxCount));
}
