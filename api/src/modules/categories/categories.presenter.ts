// Category rows → the API shapes: a category with parent and children, or a tree node.
import type { Category, CategoryTreeNode } from '@colophon/shared/contracts';
import type { Database } from '../../db/database';
import { toBool } from '../../db/portable';
import {
  type CategoryCounts,
  type CategoryRow,
  childrenOf,
  countsOf,
  findCategoriesByIds,
} from './categories.repository';

const NO_COUNTS: CategoryCounts = { journals_count: 0, manuscripts_count: 0 };

/**
 * A fresh object the callers extend with Object.assign: `{ ...toFields(row), children }`
 * would make a new hidden class per row on Node 20 (docs/adr/0025).
 */
function toFields(row: CategoryRow, counts: CategoryCounts = NO_COUNTS) {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    parent_id: row.parent_id,
    is_active: toBool(row.is_active),
    order: row.sort_order,
    journals_count: counts.journals_count,
    manuscripts_count: counts.manuscripts_count,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** A page of categories with their parents, direct children and counts (4 queries). */
export async function presentCategories(db: Database, rows: CategoryRow[]): Promise<Category[]> {
  const ids = rows.map((r) => r.id);
  const parentIds = [
    ...new Set(rows.map((r) => r.parent_id).filter((id): id is number => id !== null)),
  ];
  const [parents, children] = await Promise.all([
    findCategoriesByIds(db, parentIds),
    childrenOf(db, ids),
  ]);
  const counts = await countsOf(db, [...ids, ...children.map((c) => c.id)]);
  const parentById = new Map(parents.map((p) => [p.id, p]));
  return rows.map((row) => {
    const parent = row.parent_id === null ? undefined : parentById.get(row.parent_id);
    return Object.assign(toFields(row, counts.get(row.id)), {
      parent: parent ? { id: parent.id, name: parent.name, slug: parent.slug } : null,
      children: children
        .filter((c) => c.parent_id === row.id)
        .map((c) => toFields(c, counts.get(c.id))),
    });
  });
}

export async function presentCategory(db: Database, row: CategoryRow): Promise<Category> {
  const [category] = await presentCategories(db, [row]);
  return category!;
}

/** Nests every category under its parent (rows come ordered; orphans become roots). */
export function buildTree(
  rows: CategoryRow[],
  counts: Map<number, CategoryCounts>,
): CategoryTreeNode[] {
  const nodes = new Map<number, CategoryTreeNode>();
  for (const row of rows) {
    nodes.set(row.id, Object.assign(toFields(row, counts.get(row.id)), { children: [] }));
  }
  const roots: CategoryTreeNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id)!;
    const parent = row.parent_id === null ? undefined : nodes.get(row.parent_id);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}
