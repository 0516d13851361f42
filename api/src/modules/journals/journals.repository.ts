// SQL of journals and their category links. Plain functions taking `db`.
import { type Insertable, type Selectable, type Updateable, sql } from 'kysely';
import type { JournalSort } from '@colophon/shared/contracts';
import type { Database } from '../../db/database';
import { afterCursor, type ListOrder, type SortCursor } from '../../lib/list-sort';
import { containsInsensitive } from '../../db/portable';
import type { JournalsTable } from '../../db/schema-content';

export type JournalRow = Selectable<JournalsTable>;
export type JournalRef = { id: number; title: string; peer_review_type: string };
export type JournalFilters = {
  search?: string;
  status?: string;
  is_active?: boolean;
  /** Only journals carrying this tag. */
  tag?: number;
};

function filtered(db: Database, { search, status, is_active, tag }: JournalFilters) {
  let query = db.selectFrom('journals').selectAll();
  if (search) {
    query = query.where((eb) =>
      eb.or([
        containsInsensitive(eb.ref('title'), search),
        containsInsensitive(eb.ref('abbreviation'), search),
        containsInsensitive(eb.ref('issn'), search),
      ]),
    );
  }
  if (status) query = query.where('status', '=', status);
  if (is_active !== undefined) query = query.where('is_active', '=', is_active);
  if (tag !== undefined) {
    query = query.where('id', 'in', (eb) =>
      eb.selectFrom('journal_tags').select('journal_id').where('tag_id', '=', tag),
    );
  }
  return query;
}

export type JournalOrder = ListOrder<JournalSort>;

/**
 * The expression a sort orders by: titles without regard to case (the same
 * on SQLite and PostgreSQL, and what index journals_title_lower_id_index
 * holds); the other fields as stored.
 */
const sortKey = (sort: JournalSort) =>
  sort === 'title' ? sql<string>`lower(${sql.ref('title')})` : sql.ref<unknown>(sort);

/** The list: filtered, in the given order, ties broken by id in the same direction. */
export const journalsQuery = (db: Database, filters: JournalFilters, order: JournalOrder) =>
  filtered(db, filters)
    .orderBy(sortKey(order.sort), order.direction)
    .orderBy('id', order.direction);

/** One export batch: filtered, in the list's order, after `cursor` (keyset paging). */
export function journalsBatch(
  db: Database,
  filters: JournalFilters,
  order: JournalOrder,
  cursor: SortCursor | undefined,
  size = 500,
) {
  const key = sortKey(order.sort);
  let query = filtered(db, filters).select(key.as('sort_key'));
  if (cursor) query = query.where(afterCursor(key, sql.ref('id'), order.direction, cursor));
  return query.orderBy(key, order.direction).orderBy('id', order.direction).limit(size).execute();
}

/** Title and review type of the given journals, for whatever lists them (manuscripts). */
export async function journalRefs(db: Database, ids: number[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map<number, JournalRef>();
  const rows = await db
    .selectFrom('journals')
    .select(['id', 'title', 'peer_review_type'])
    .where('id', 'in', unique)
    .execute();
  return new Map<number, JournalRef>(rows.map((r) => [r.id, r]));
}

export const findJournalById = (db: Database, id: number) =>
  db.selectFrom('journals').selectAll().where('id', '=', id).executeTakeFirst();

export async function insertJournal(db: Database, values: Insertable<JournalsTable>) {
  const row = await db
    .insertInto('journals')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateJournalRow(
  db: Database,
  id: number,
  values: Updateable<JournalsTable>,
) {
  await db.updateTable('journals').set(values).where('id', '=', id).execute();
}

export async function deleteJournalRow(db: Database, id: number) {
  await db.deleteFrom('journals').where('id', '=', id).execute();
}

/** Category links of several journals at once. */
export async function categoriesOfJournals(db: Database, journalIds: number[]) {
  if (journalIds.length === 0) return [];
  return db
    .selectFrom('journal_categories as jc')
    .innerJoin('categories as c', 'c.id', 'jc.category_id')
    .select(['jc.journal_id', 'c.id', 'c.name', 'c.slug'])
    .where('jc.journal_id', 'in', journalIds)
    .orderBy('c.sort_order')
    .orderBy('c.name')
    .execute();
}

export async function replaceJournalCategories(db: Database, journalId: number, ids: number[]) {
  await db.deleteFrom('journal_categories').where('journal_id', '=', journalId).execute();
  if (ids.length === 0) return;
  await db
    .insertInto('journal_categories')
    .values([...new Set(ids)].map((category_id) => ({ journal_id: journalId, category_id })))
    .execute();
}

export async function existingCategoryIds(db: Database, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('categories').select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((r) => r.id));
}

/** Exact manuscript count of a journal (delete guard; the stored counter is for display). */
export async function hasManuscripts(db: Database, journalId: number): Promise<boolean> {
  const row = await db
    .selectFrom('manuscripts')
    .select('id')
    .where('journal_id', '=', journalId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Adds `delta` to a journal's stored manuscript count. Call it as the last
 * statement of the transaction: on PostgreSQL the journal's row stays locked
 * from this update to the commit, and every other submission to the journal
 * waits for it. Updated before a submission's file, notices and audit row,
 * it held up to 15 submissions at a time in the mixed bench (pg_stat_activity).
 */
export async function adjustManuscriptsCount(db: Database, journalId: number, delta: number) {
  await db
    .updateTable('journals')
    .set({ manuscripts_count: sql`manuscripts_count + ${delta}` })
    .where('id', '=', journalId)
    .execute();
}

/** Recomputes every journal's stored manuscript count (after bulk loads). */
export async function recountManuscripts(db: Database) {
  await db
    .updateTable('journals')
    .set({
      manuscripts_count: sql`(select count(*) from manuscripts where manuscripts.journal_id = journals.id)`,
    })
    .execute();
}
