// The order of manuscript lists: `sort` and `direction` turned into
// SQL that reads the same rows in the same order on SQLite and PostgreSQL.
// - Ties are broken by id in the sort's direction, so paging is stable.
// - Titles compare byte-wise with ASCII case folded (SQLite NOCASE; PostgreSQL
//   lower() under the "C" collation, which folds ASCII only), whatever the
//   server's locale. Dates (fixed-width ISO-8601 text) and status codes
//   (lowercase words) sort alike under every collation, so they stay plain
//   columns and share the filters' indexes.
// - A missing submission date is the smallest value: last when newest first,
//   first when oldest first (SQLite's rule; PostgreSQL is told so).
// Each expression is written exactly as migration 0016 indexes it.
import { type Expression, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { ManuscriptSortField, SortDirection } from '@colophon/shared/contracts';
import type { Database } from '../../db/database';
import {
  caseInsensitiveKey,
  caseInsensitiveRowValues,
  nullsSmallest,
} from '../../db/dialect/sql-dialect';
import { searchTerms } from './search';

/** `id` is the search order: newest match first (by insertion, as FTS5 streams it). */
export type ListOrder = { field: ManuscriptSortField | 'id'; direction: SortDirection };

const NATURAL: Record<ManuscriptSortField, SortDirection> = {
  created_at: 'desc',
  updated_at: 'desc',
  submission_date: 'desc',
  title: 'asc',
  status: 'asc',
};

/**
 * The list's order. Without `sort`: created_at newest first, or, with a
 * search, the search order (newest match first), which a full-text index
 * serves without collecting and sorting every match.
 */
export function resolveOrder(query: {
  sort?: ManuscriptSortField;
  direction?: SortDirection;
  search?: string;
}): ListOrder {
  if (!query.sort) {
    const searching = !!query.search && searchTerms(query.search).length > 0;
    return searching
      ? { field: 'id', direction: query.direction ?? 'desc' }
      : { field: 'created_at', direction: query.direction ?? 'desc' };
  }
  return { field: query.sort, direction: query.direction ?? NATURAL[query.sort] };
}

/** The value a list sorts on (without the id tie-break). */
export function sortExpression(db: Database, field: ListOrder['field']): RawBuilder<unknown> {
  switch (field) {
    case 'id':
      return sql`m.id`;
    case 'title':
      return caseInsensitiveKey(db, 'm.title');
    default:
      return sql`${sql.ref(`m.${field}`)}`;
  }
}

const NULLABLE = new Set<ListOrder['field']>(['submission_date']);

/** Whether some rows have no value to sort on (they sort as the smallest). */
export const isNullable = (field: ListOrder['field']) => NULLABLE.has(field);

/** ORDER BY items: the sort value, then id, both in the order's direction. */
export function orderItems(db: Database, order: ListOrder): RawBuilder<unknown>[] {
  const dir = sql.raw(order.direction);
  const value = sortExpression(db, order.field);
  if (order.field === 'id') return [sql`m.id ${dir}`];
  const nulls = NULLABLE.has(order.field) ? nullsSmallest(db, order.direction) : sql.raw('');
  return [sql`${value} ${dir}${nulls}`, sql`m.id ${dir}`];
}

/** A position in a list: the sort value and id of its last row. */
export type ListCursor = { key: unknown; id: number };

/**
 * "Comes after `cursor` in `order`" (nulls smallest). A row-value comparison,
 * (value, id) > (key, id), which both databases answer with a range of the
 * (value, id) index; the OR form would scan the index from its start.
 */
export function afterCursor(
  db: Database,
  order: ListOrder,
  cursor: ListCursor,
): Expression<SqlBool> {
  const value = sortExpression(db, order.field);
  const asc = order.direction === 'asc';
  const idAfter = asc ? sql`m.id > ${cursor.id}` : sql`m.id < ${cursor.id}`;
  if (order.field === 'id') return sql<SqlBool>`${idAfter}`;
  if (cursor.key === null || cursor.key === undefined) {
    return asc
      ? sql<SqlBool>`((${value} is null and ${idAfter}) or ${value} is not null)`
      : sql<SqlBool>`(${value} is null and ${idAfter})`;
  }
  const { pair, at } =
    order.field === 'title'
      ? caseInsensitiveRowValues(db, 'm.title', 'm.id', cursor)
      : { pair: sql`(${value}, m.id)`, at: sql`(${cursor.key}, ${cursor.id})` };
  const after = asc ? sql`${pair} > ${at}` : sql`${pair} < ${at}`;
  // Newest first, the rows without a value come last.
  return !asc && NULLABLE.has(order.field)
    ? sql<SqlBool>`(${after} or ${value} is null)`
    : sql<SqlBool>`${after}`;
}
