import { type CategoryReorderInput } from '@colophon/shared/contracts';
import { type CategoryNode } from '../../../lib/category-types';

/** Where a dragged category lands relative to the target: as its sibling before or after, or as its first child. */
export type DropPlacement = 'before' | 'after' | 'inside';

export type CategoryMove =
  | { id: number; targetId: number; placement: DropPlacement }
  /** The row menu's "Move into…": last child of `parentId`, or last at the top level for null. */
  | { id: number; placement: 'into'; parentId: number | null };

export type ReorderItem = CategoryReorderInput['orders'][number];

export type MoveResult =
  | {
      ok: true;
      tree: CategoryNode[];
      orders: ReorderItem[];
      /** What puts every category of `orders` back: its parent and order before the move. */
      undo: ReorderItem[];
    }
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
  if (!dragged) return { ok: false, reason: 'missing' };

  let siblings: CategoryNode[];
  let parentId: number | null;
  /** Where in `siblings` the category goes, once it is out of its old list. */
  let position: () => number;
  if (move.placement === 'into') {
    const parent = move.parentId === null ? null : locate(tree, move.parentId);
    if (move.parentId !== null && !parent) return { ok: false, reason: 'missing' };
    if (parent && contains(dragged.node, parent.node.id)) return { ok: false, reason: 'cycle' };
    siblings = parent ? parent.node.children : tree;
    parentId = move.parentId;
    position = () => siblings.length;
  } else {
    const target = locate(tree, move.targetId);
    if (!target) return { ok: false, reason: 'missing' };
    if (contains(dragged.node, move.targetId)) return { ok: false, reason: 'cycle' };
    if (move.placement === 'inside') {
      siblings = target.node.children;
      parentId = target.node.id;
      position = () => 0;
    } else {
      siblings = target.siblings;
      parentId = target.parentId;
      position = () => siblings.indexOf(target.node) + (move.placement === 'after' ? 1 : 0);
    }
  }

  const before = new Map<number, { parentId: number | null; order: number }>();
  const remember = (list: CategoryNode[], listParentId: number | null) =>
    list.forEach((node) => before.set(node.id, { parentId: listParentId, order: node.order }));
  remember(dragged.siblings, dragged.parentId);
  if (siblings !== dragged.siblings) remember(siblings, parentId);

  dragged.siblings.splice(dragged.siblings.indexOf(dragged.node), 1);
  siblings.splice(position(), 0, dragged.node);

  const orders: ReorderItem[] = [];
  const renumber = (list: CategoryNode[], listParentId: number | null) =>
    list.forEach((node, index) => {
      const was = before.get(node.id);
      node.order = index;
      node.parent_id = listParentId;
      if (!was || was.parentId !== listParentId || was.order !== index) {
        orders.push({ id: node.id, parent_id: listParentId, order: index });
      }
    });
  renumber(siblings, parentId);
  if (siblings !== dragged.siblings) renumber(dragged.siblings, dragged.parentId);

  // Every position as it was (a drop in place): nothing to save.
  if (orders.length === 0) return { ok: false, reason: 'unchanged' };
  const undo = orders.map(({ id }) => {
    const was = before.get(id)!;
    return { id, parent_id: was.parentId, order: was.order };
  });
  return { ok: true, tree, orders, undo };
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
