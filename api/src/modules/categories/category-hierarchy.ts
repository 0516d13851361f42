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

export type CategoryCounts = { journals_count: number; manuscripts_count: number };
export type JournalLink = { category_id: number; journal_id: number; manuscripts_count: number };

/** Each id with itself and everything below it, walking a children index built once. */
export function subtreesOf(parents: ParentMap, ids: Iterable<number>): Map<number, Set<number>> {
  const children = new Map<number, number[]>();
  for (const [child, parent] of parents) {
    if (parent !== null) children.set(parent, [...(children.get(parent) ?? []), child]);
  }
  const subtrees = new Map<number, Set<number>>();
  for (const id of ids) {
    const found = new Set<number>([id]);
    const stack = [...(children.get(id) ?? [])];
    while (stack.length) {
      const next = stack.pop()!;
      if (found.has(next)) continue;
      found.add(next);
      stack.push(...(children.get(next) ?? []));
    }
    subtrees.set(id, found);
  }
  return subtrees;
}

/**
 * Counts of each category over its whole subtree: a parent holds what its
 * subcategories hold (journals link to the most specific category, so direct
 * counts would leave every upper level at 0). A journal linked to several
 * categories of one subtree is counted once, its manuscripts too.
 */
export function rollUpCounts(
  subtrees: Map<number, Set<number>>,
  links: JournalLink[],
): Map<number, CategoryCounts> {
  const byCategory = new Map<number, JournalLink[]>();
  for (const link of links) {
    byCategory.set(link.category_id, [...(byCategory.get(link.category_id) ?? []), link]);
  }
  const counts = new Map<number, CategoryCounts>();
  for (const [id, subtree] of subtrees) {
    const journals = new Map<number, number>();
    for (const member of subtree) {
      for (const link of byCategory.get(member) ?? []) {
        journals.set(link.journal_id, link.manuscripts_count);
      }
    }
    let manuscripts = 0;
    for (const count of journals.values()) manuscripts += count;
    counts.set(id, { journals_count: journals.size, manuscripts_count: manuscripts });
  }
  return counts;
}
