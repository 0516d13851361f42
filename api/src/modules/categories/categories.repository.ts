// SQL of categories. Plain functions taking `db`.
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Database } from '../../db/database';
import { slugsLike as takenSlugs } from '../../lib/slugs.repository';
import { containsInsensitive } from '../../db/portable';
import type { CategoriesTable } from '../../db/schema-content';
import { type CategoryCounts, rollUpCounts, subtreesOf, toParentMap } from './category-hierarchy';

export type CategoryRow = Selectable<CategoriesTable>;
export type CategoryFilters = { search?: string; is_active?: boolean; parent_id?: number | null };

export function categoriesQuery(db: Database, { search, is_active, parent_id }: CategoryFilters) {
  let query = db.selectFrom('categories').selectAll();
  if (search) {
    query = query.where((eb) =>
      eb.or([
        containsInsensitive(eb.ref('name'), search),
        containsInsensitive(eb.ref('description'), search),
      ]),
    );
  }
  if (is_active !== undefined) query = query.where('is_active', '=', is_active);
  if (parent_id === null) query = query.where('parent_id', 'is', null);
  else if (parent_id !== undefined) query = query.where('parent_id', '=', parent_id);
  return query.orderBy('sort_order').orderBy('name').orderBy('id');
}

export const allCategories = (db: Database) =>
  db
    .selectFrom('categories')
    .selectAll()
    .orderBy('sort_order')
    .orderBy('name')
    .orderBy('id')
    .execute();

export const findCategoryById = (db: Database, id: number) =>
  db.selectFrom('categories').selectAll().where('id', '=', id).executeTakeFirst();

export async function findCategoriesByIds(db: Database, ids: number[]) {
  if (ids.length === 0) return [];
  return db.selectFrom('categories').selectAll().where('id', 'in', ids).execute();
}

export async function childrenOf(db: Database, parentIds: number[]) {
  if (parentIds.length === 0) return [];
  return db
    .selectFrom('categories')
    .selectAll()
    .where('parent_id', 'in', parentIds)
    .orderBy('sort_order')
    .orderBy('name')
    .orderBy('id')
    .execute();
}

/** Every (id, parent_id) pair: the hierarchy, for cycle checks. */
export const parentLinks = (db: Database) =>
  db.selectFrom('categories').select(['id', 'parent_id']).execute();

export type { CategoryCounts };

/**
 * Linked journals and their manuscripts per category, over each category's
 * subtree (see `rollUpCounts`); every category when `ids` is omitted.
 */
export async function countsOf(db: Database, ids?: number[]): Promise<Map<number, CategoryCounts>> {
  if (ids && ids.length === 0) return new Map();
  const parents = toParentMap(await parentLinks(db));
  const subtrees = subtreesOf(parents, ids ?? parents.keys());
  const members = [...new Set([...subtrees.values()].flatMap((subtree) => [...subtree]))];
  let query = db
    .selectFrom('journal_categories as jc')
    .innerJoin('journals as j', 'j.id', 'jc.journal_id')
    .select(['jc.category_id', 'jc.journal_id', 'j.manuscripts_count']);
  // Every category: no filter (one scan). Some: only the links of their subtrees.
  if (ids) query = query.where('jc.category_id', 'in', members);
  const links = await query.execute();
  return rollUpCounts(
    subtrees,
    links.map((l) => ({
      category_id: l.category_id,
      journal_id: l.journal_id,
      manuscripts_count: Number(l.manuscripts_count),
    })),
  );
}

/** Slugs equal to `base` or `base-N` (lib/slugs.repository.ts). */
export const slugsLike = (db: Database, base: string, exceptId?: number) =>
  takenSlugs(db, 'categories', base, exceptId);

export async function insertCategory(db: Database, values: Insertable<CategoriesTable>) {
  const row = await db
    .insertInto('categories')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateCategoryRow(
  db: Database,
  id: number,
  values: Updateable<CategoriesTable>,
) {
  await db.updateTable('categories').set(values).where('id', '=', id).execute();
}

export async function deleteCategoryRow(db: Database, id: number) {
  await db.deleteFrom('categories').where('id', '=', id).execute();
}

export async function hasChildren(db: Database, id: number) {
  const row = await db
    .selectFrom('categories')
    .select('id')
    .where('parent_id', '=', id)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function hasJournals(db: Database, id: number) {
  const row = await db
    .selectFrom('journal_categories')
    .select('journal_id')
    .where('category_id', '=', id)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The record image of the category's latest deletion (audit trail), or null. */
export async function lastDeletionImage(db: Database, id: number): Promise<string | null> {
  const row = await db
    .selectFrom('audit_log')
    .select('before')
    .where('entity', '=', 'category')
    .where('entity_id', '=', id)
    .where('action', '=', 'deleted')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.before ?? null;
}
