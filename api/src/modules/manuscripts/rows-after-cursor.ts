// The ids of the rows after a position in a list (manuscripts-anchors.ts), as
// a query each database answers from its (sort key, id) index without
// walking the rows tied with the position's key.
// - Where a row-value comparison is one index range (db/dialect/sql-dialect.ts:
//   rowValueIsOneRange, PostgreSQL), it is (key, id) > (k, i)
//   (manuscripts-order.ts: afterCursor).
// - Otherwise (SQLite) the rows after the position are the union of ranges
//   that the index answers exactly: the key with the ids after it, then the
//   keys after it (then, newest first, the rows without a key), each limited,
//   merged in the list's order.
import { type RawBuilder, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import type { Database } from '../../db/database';
import { rowValueIsOneRange } from '../../db/dialect/sql-dialect';
import {
  afterCursor,
  isNullable,
  type ListCursor,
  type ListOrder,
  orderItems,
  sortExpression,
} from './manuscripts-order';
import type { ManuscriptsQuery } from './manuscripts-query';

/** SQLite: the conditions whose rows, together, come after `cursor` in `order`. */
function sqliteRanges(order: ListOrder, cursor: ListCursor): RawBuilder<SqlBool>[] {
  const asc = order.direction === 'asc';
  const idAfter = asc ? sql`m.id > ${cursor.id}` : sql`m.id < ${cursor.id}`;
  if (order.field === 'id') return [sql<SqlBool>`${idAfter}`];
  // The column bare, the title's collation on the key's side: what the index ranges on.
  const column = sql.ref(`m.${order.field}`);
  const key = order.field === 'title' ? sql`${cursor.key} collate nocase` : sql`${cursor.key}`;
  // The statistics say a submission date is shared by 3 rows, not that 8 % have
  // none: told "is null" is a likely condition, the planner ranges the (key, id)
  // index instead of skip-scanning another and sorting every row without one (7 ms).
  const isNull = sql<SqlBool>`likelihood(${column} is null, 0.5)`;
  if (cursor.key === null || cursor.key === undefined) {
    // Rows without a key come first (nulls are the smallest value).
    const tied = sql<SqlBool>`${isNull} and ${idAfter}`;
    return asc ? [tied, sql<SqlBool>`${column} is not null`] : [tied];
  }
  const ranges = [
    sql<SqlBool>`${column} = ${key} and ${idAfter}`,
    asc ? sql<SqlBool>`${column} > ${key}` : sql<SqlBool>`${column} < ${key}`,
  ];
  if (!asc && isNullable(order.field)) ranges.push(isNull);
  return ranges;
}

// The two databases' queries differ in their tables; callers see the rows only.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type RowsQuery<O> = SelectQueryBuilder<any, any, O>;

/** A count bound as a value or written into the SQL (lib/query-template: countLiteral). */
type Count = number | RawBuilder<number>;
type AfterCursor = { cursor: ListCursor; limit: Count; offset: Count };

/**
 * The ids of the `limit` rows of `list` that follow `offset` more rows after
 * `cursor`, in `order`. `list` is the list's query (filters; its selection
 * and order are replaced). Values may be template markers
 * (lib/query-template): they are only placed.
 */
export const idsAfterCursor = (
  db: Database,
  list: ManuscriptsQuery,
  order: ListOrder,
  page: AfterCursor,
) => rowsAfterCursor(db, list, order, { ...page, withKey: false }) as RowsQuery<{ id: number }>;

/** The same rows' ids with their sort keys (a position in the list). */
export const positionsAfterCursor = (
  db: Database,
  list: ManuscriptsQuery,
  order: ListOrder,
  page: AfterCursor,
) =>
  rowsAfterCursor(db, list, order, { ...page, withKey: true }) as RowsQuery<{
    id: number;
    sort_key: unknown;
  }>;

function rowsAfterCursor(
  db: Database,
  list: ManuscriptsQuery,
  order: ListOrder,
  page: AfterCursor & { withKey: boolean },
): RowsQuery<unknown> {
  const { cursor, limit, offset, withKey } = page;
  const items = orderItems(db, order);
  const keyed = list
    .clearSelect()
    .clearOrderBy()
    .select(['m.id', sortExpression(db, order.field).as('sort_key')]);
  if (rowValueIsOneRange(db)) {
    const after = items
      .reduce((q, item) => q.orderBy(item), keyed.where(afterCursor(db, order, cursor)))
      .limit(limit)
      .offset(offset);
    return withKey ? after : after.clearSelect().select('m.id');
  }
  const ranges = sqliteRanges(order, cursor).map((condition, i) =>
    db
      .selectFrom(
        items
          .reduce((q, item) => q.orderBy(item), keyed.where(condition))
          .limit(sql<number>`${limit} + ${offset}`)
          .as(`range${i}`),
      )
      .select(['id', 'sort_key']),
  );
  const merged = ranges.slice(1).reduce((union, range) => union.unionAll(range), ranges[0]!);
  const dir = sql.raw(order.direction);
  const key = order.field === 'title' ? sql`sort_key collate nocase` : sql`sort_key`;
  const after = db
    .selectFrom(merged.as('after'))
    .orderBy(sql`${key} ${dir}`)
    .orderBy(sql`id ${dir}`)
    .limit(limit)
    .offset(offset);
  return withKey
    ? after.select(['after.id as id', 'after.sort_key as sort_key'])
    : after.select('after.id as id');
}
