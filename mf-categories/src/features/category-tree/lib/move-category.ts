import { type CategoryReorderInput } from '@colophon/shared/contracts';
import { type CategoryNode } from '../../../lib/category-types';

/** Where a dragged category lands relative to the target: as its sibling before or after, or as its first child. */
export type DropPlacement = 'before' | 'after' | 'inside';

export interface CategoryMove {
  id: number;
  targetId: number;
  placement: DropPlacement;
}

export type ReorderItem = CategoryReorderInput['orders'][number];

export type MoveResult =
  | { ok: true; tree: CategoryNode[]; orders: ReorderItem[] }
  /** `unchanged`: dropped where it was; `cycle`: onto itself or into its own subtree; `missing`: unknown id. */
  | { ok: false; reason: 'unchanged' | 'cycle' | 'missing' };

const byOrderThenName = (a: CategoryNode, b: CategoryNode) =>
  a.order - b.order || a.name.localeCompare(b.name);

/** A deep copy with every sibling list in display order, so list positions are what the user sees. */
function sortedCopy(nodes: CategoryNode[]): CategoryNode[] {
  return [...nodes].sort(byOrderThenName).map((node) => ({
    ...node,
    children: sortedCopy(node.children),
  }));
}

interface Located {
  node: CategoryNode;
  /** The sibling list holding the node (the roots, or a parent's children). */
  siblings: CategoryNode[];
  parentId: number | null;
}

function locate(nodes: CategoryNode[], id: number, parentId: number | null = null): Located | null {
  for (const node of nodes) {
    if (node.id === id) return { node, siblings: nodes, parentId };
    const found = locate(node.children, id, node.id);
    if (found) return found;
  }
  return null;
}

function contains(node: CategoryNode, id: number): boolean {
  return node.id === id || node.children.some((child) => contains(child, id));
}

/**
 * Moves a category in the tree and says what `POST categories/reorder` must
 * save: every category of the old and new sibling lists whose parent or
 * position changed, numbered 0, 1, 2… in display order. The input is left
 * untouched. A category can never go onto itself or below one of its own
 * subcategories.
 */
export function moveCategory(nodes: CategoryNode[], move: CategoryMove): MoveResult {
  const tree = sortedCopy(nodes);
  const dragged = locate(tree, move.id);
  const target = locate(tree, move.targetId);
  if (!dragged || !target) return { ok: false, reason: 'missing' };
  if (contains(dragged.node, move.targetId)) return { ok: false, reason: 'cycle' };

  const before = new Map<number, { parentId: number | null; order: number }>();
  const remember = (list: CategoryNode[], parentId: number | null) =>
    list.forEach((node) => before.set(node.id, { parentId, order: node.order }));
  remember(dragged.siblings, dragged.parentId);

  dragged.siblings.splice(dragged.siblings.indexOf(dragged.node), 1);
  let siblings: CategoryNode[];
  let parentId: number | null;
  let index: number;
  if (move.placement === 'inside') {
    siblings = target.node.children;
    parentId = target.node.id;
    index = 0;
  } else {
    siblings = target.siblings;
    parentId = target.parentId;
    index = siblings.indexOf(target.node) + (move.placement === 'after' ? 1 : 0);
  }
  if (siblings !== dragged.siblings) remember(siblings, parentId);
  siblings.splice(index, 0, dragged.node);

  const orders: ReorderItem[] = [];
  const renumber = (list: CategoryNode[], listParentId: number | null) =>
    list.forEach((node, position) => {
      const was = before.get(node.id);
      node.order = position;
      node.parent_id = listParentId;
      if (!was || was.parentId !== listParentId || was.order !== position) {
        orders.push({ id: node.id, parent_id: listParentId, order: position });
      }
    });
  renumber(siblings, parentId);
  if (siblings !== dragged.siblings) renumber(dragged.siblings, dragged.parentId);

  // Every position as it was (a drop in place): nothing to save.
  if (orders.length === 0) return { ok: false, reason: 'unchanged' };
  return { ok: true, tree, orders };
}

/** A one-step move from the keyboard: up or down among its siblings, or out to its parent's level. */
export type StepDirection = 'up' | 'down' | 'outdent';

/** The move one step in `direction` makes, or null when there is no room (first, last, top level). */
export function stepMove(
  nodes: CategoryNode[],
  id: number,
  direction: StepDirection,
): CategoryMove | null {
  const found = locate(sortedCopy(nodes), id);
  if (!found) return null;
  const index = found.siblings.indexOf(found.node);
  if (direction === 'up') {
    const previous = found.siblings[index - 1];
    return previous ? { id, targetId: previous.id, placement: 'before' } : null;
  }
  if (direction === 'down') {
    const next = found.siblings[index + 1];
    return next ? { id, targetId: next.id, placement: 'after' } : null;
  }
  return found.parentId === null ? null : { id, targetId: found.parentId, placement: 'after' };
}
