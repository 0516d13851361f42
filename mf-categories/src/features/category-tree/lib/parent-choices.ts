import { type CategoryNode } from '../../../lib/category-types';

/** One entry of the "Move into…" picker: a category that can take the moved one, or the top level. */
export interface ParentChoice {
  /** The new parent's id; null for the top level. */
  parentId: number | null;
  /** The names from the top down to this category (empty for the top level). */
  path: string[];
  /** The category's current parent: moving there changes nothing. */
  current: boolean;
}

const byOrderThenName = (a: CategoryNode, b: CategoryNode) =>
  a.order - b.order || a.name.localeCompare(b.name);

/**
 * The parents `id` may move into, in display order: the top level first, then
 * every category except `id` itself and its descendants (a category cannot go
 * below itself; the API refuses the cycle too). The hierarchy has no depth
 * limit (neither the contracts nor the API set one), so every other category
 * is a valid parent.
 */
export function parentChoices(nodes: CategoryNode[], id: number): ParentChoice[] {
  let currentParent: number | null | undefined;
  const choices: ParentChoice[] = [];
  const walk = (list: CategoryNode[], path: string[], parentId: number | null) => {
    for (const node of [...list].sort(byOrderThenName)) {
      if (node.id === id) {
        currentParent = parentId;
        continue; // itself and its whole subtree are never offered
      }
      const nodePath = [...path, node.name];
      choices.push({ parentId: node.id, path: nodePath, current: false });
      walk(node.children, nodePath, node.id);
    }
  };
  walk(nodes, [], null);
  return [{ parentId: null, path: [], current: false }, ...choices].map((choice) => ({
    ...choice,
    current: currentParent !== undefined && choice.parentId === currentParent,
  }));
}
