// Hierarchy rules: a category's parent must exist and must not be the category
// itself or one of its descendants (that would make a cycle).
import { CATEGORY_MESSAGES } from '@colophon/shared/contracts';

export type ParentMap = Map<number, number | null>;

export const toParentMap = (links: { id: number; parent_id: number | null }[]): ParentMap =>
  new Map(links.map((l) => [l.id, l.parent_id]));

/** The ids below `id` (children, grandchildren, …). */
export function descendantsOf(parents: ParentMap, id: number): Set<number> {
  const children = new Map<number, number[]>();
  for (const [child, parent] of parents) {
    if (parent === null) continue;
    children.set(parent, [...(children.get(parent) ?? []), child]);
  }
  const found = new Set<number>();
  const stack = [...(children.get(id) ?? [])];
  while (stack.length) {
    const next = stack.pop()!;
    if (found.has(next)) continue;
    found.add(next);
    stack.push(...(children.get(next) ?? []));
  }
  return found;
}

/** Why `parentId` cannot be the parent of `id`, or null when it can. */
export function parentProblem(parents: ParentMap, id: number | null, parentId: number | null) {
  if (parentId === null) return null;
  if (!parents.has(parentId)) return CATEGORY_MESSAGES.parentMissing;
  if (id === null) return null;
  if (parentId === id) return CATEGORY_MESSAGES.parentSelf;
  if (descendantsOf(parents, id).has(parentId)) return CATEGORY_MESSAGES.parentDescendant;
  return null;
}

/** A category that reaches itself by following parents, or null when the hierarchy is a forest. */
export function findCycle(parents: ParentMap): number | null {
  const done = new Set<number>();
  for (const start of parents.keys()) {
    const path = new Set<number>();
    let current: number | null | undefined = start;
    while (current !== null && current !== undefined && !done.has(current)) {
      if (path.has(current)) return current;
      path.add(current);
      current = parents.get(current);
    }
    for (const id of path) done.add(id);
  }
  return null;
}
