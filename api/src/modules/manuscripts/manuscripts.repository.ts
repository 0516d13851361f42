// SQL of manuscripts themselves (relations: manuscript-relations.repository).
import {
  type Expression,
  type Insertable,
  type Selectable,
  type SqlBool,
  sql,
  type Updateable,
} from 'kysely';
import type { Database } from '../../db/database';
import type { ManuscriptsTable } from '../../db/schema-content';
import { dialectName } from '../../db/portable';
import type { Scope } from './manuscript-access.repository';
import { fts5Query, ftsMatch, searchTerms, tsQuery } from './search';
import { pageIdsQuery } from './manuscripts-anchors';
import { COLUMNS } from './manuscript-columns';
import { type ListRow, listPageRows } from './manuscripts-page.repository';
import {
  afterCursor,
  type ListCursor,
  type ListOrder,
  orderItems,
  sortExpression,
} from './manuscripts-order';

export type ManuscriptRow = Selectable<ManuscriptsTable>;

export type ManuscriptFilters = {
  search?: string;
  status?: string;
  manuscript_type?: string;
  journal_id?: number;
  /** Only manuscripts carrying this tag. */
  tag?: number;
};

export type { Scope } from './manuscript-access.repository';

export const findManuscriptById = (db: Database, id: number) =>
  db.selectFrom('manuscripts as m').select(COLUMNS).where('m.id', '=', id).executeTakeFirst();

/**
 * The condition "manuscript `idColumn` matches the search", or null when the
 * text has no searchable term (then the search does not filter).
 */
export function matchesSearch(
  db: Database,
  text: string,
  idColumn: Expression<number>,
): Expression<SqlBool> | null {
  const terms = searchTerms(text);
  if (terms.length === 0) return null;
  if (dialectName(db) === 'postgres') {
    return sql<SqlBool>`m.search_vector @@ to_tsquery('simple'::regconfig, ${tsQuery(terms)})`;
  }
  return sql<SqlBool>`${idColumn} in (select rowid from manuscripts_fts where manuscripts_fts match ${fts5Query(terms)})`;
}

/**
 * The list: filtered, scoped, in `order` (manuscripts-order.ts; migration
 * 0016 indexes every sort, alone and after each equality filter).
 * On SQLite a search joins the FTS5 index; in the search order (id) the
 * newest matches stream out of the index in rowid order instead of every
 * match (a common word: a tenth of a million rows) being collected and sorted.
 * `ftsQuery`: SQLite's MATCH expression when the caller expanded the search's
 * prefix (fts-prefix.ts); without it the search's own.
 */
export function manuscriptsQuery(
  db: Database,
  filters: ManuscriptFilters,
  scope: Scope,
  order: ListOrder,
  ftsQuery?: string | null,
) {
  let query = db.selectFrom('manuscripts as m').select(COLUMNS);
  if (scope) query = query.where('m.id', 'in', scope);
  if (filters.status) query = query.where('m.status', '=', filters.status);
  if (filters.manuscript_type)
    query = query.where('m.manuscript_type', '=', filters.manuscript_type);
  if (filters.journal_id !== undefined)
    query = query.where('m.journal_id', '=', filters.journal_id);
  if (filters.tag !== undefined) {
    const tag = filters.tag;
    query = query.where('m.id', 'in', (eb) =>
      eb.selectFrom('manuscript_tags').select('manuscript_id').where('tag_id', '=', tag),
    );
  }
  const ordered = (q: typeof query) =>
    orderItems(db, order).reduce((o, item) => o.orderBy(item), q);
  if (!filters.search) return ordered(query);
  if (dialectName(db) === 'sqlite') {
    const match = ftsQuery === undefined ? ftsMatch(filters.search) : ftsQuery;
    if (!match) return ordered(query);
    const joined = query
      .innerJoin('manuscripts_fts as f', 'f.rowid', 'm.id')
      .where(sql<SqlBool>`manuscripts_fts match ${match}`);
    return order.field === 'id'
      ? joined.orderBy(sql`f.rowid ${sql.raw(order.direction)}`)
      : orderItems(db, order).reduce((o, item) => o.orderBy(item), joined);
  }
  const match = matchesSearch(db, filters.search, sql.ref<number>('m.id'));
  return ordered(match ? query.where(match) : query);
}

export type ManuscriptsQuery = ReturnType<typeof manuscriptsQuery>;

/**
 * One page of the list in one statement: the page's ids from narrow indexes
 * only (what makes a deep page cheap; with a write count `version`, after a
 * remembered position, manuscripts-anchors.ts), and the rows of just those
 * ids with what a list item shows of its relations (manuscripts-page.repository).
 */
export async function manuscriptsPage(
  db: Database,
  query: ManuscriptsQuery,
  order: ListOrder,
  page: { limit: number; offset: number; version: number | null },
): Promise<ListRow[]> {
  return listPageRows(db, await pageIdsQuery(db, query, order, page), order);
}

/** One export batch after `cursor` (from the start when null), in `order`, with each row's sort key. */
export const manuscriptsBatch = (
  db: Database,
  filters: ManuscriptFilters,
  scope: Scope,
  order: ListOrder,
  cursor: ListCursor | null,
  size = 500,
) => {
  const query = manuscriptsQuery(db, filters, scope, order).select(
    sortExpression(db, order.field).as('sort_key'),
  );
  return (cursor ? query.where(afterCursor(db, order, cursor)) : query).limit(size).execute();
};

export async function insertManuscript(db: Database, values: Insertable<ManuscriptsTable>) {
  const row = await db
    .insertInto('manuscripts')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateManuscriptRow(
  db: Database,
  id: number,
  values: Updateable<ManuscriptsTable>,
) {
  await db.updateTable('manuscripts').set(values).where('id', '=', id).execute();
}

/** Deletes; false when the row was already gone. */
export async function deleteManuscriptRow(db: Database, id: number): Promise<boolean> {
  const result = await db.deleteFrom('manuscripts').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Moves the status only if it is still `from` (a concurrent change makes this false). */
export async function moveStatus(
  db: Database,
  id: number,
  from: string,
  values: Updateable<ManuscriptsTable> & { status: string },
): Promise<boolean> {
  const result = await db
    .updateTable('manuscripts')
    .set(values)
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
