// The manuscripts list's query, apart from the repository so that the
// cursor helpers (rows-after-cursor.ts) can name its type without importing
// the repository that uses them.
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { documentMatches, ftsMatches, matchesComeInIdOrder } from '../../db/dialect/full-text';
import { visibleIdsQuery } from './manuscript-access.repository';
import { COLUMNS } from './manuscript-columns';
import { type ListOrder, orderItems } from './manuscripts-order';

/**
 * Which rows a list holds, as values (none of them changes the SQL's shape
 * but by being present): the filters; `match`, the search as the database's
 * full-text expression (search-match.ts); `reader`, a reader
 * the list is restricted to (what they submitted or co-author, and with
 * `assigned` in its shape, what they are assigned to review).
 */
export type ListValues = {
  status?: string;
  manuscript_type?: string;
  journal_id?: number;
  tag?: number;
  match?: string;
  reader?: number;
};

/** What else shapes a list's SQL: its order, and whether a reader's assignments count. */
export type ListShape = { order: ListOrder; assigned: boolean };

/** `values` without its absent entries: a value's presence is part of the SQL's shape. */
export function presentValues<V extends Record<string, unknown>>(values: V): V {
  const present: Record<string, unknown> = {};
  for (const key of Object.keys(values)) if (values[key] !== undefined) present[key] = values[key];
  return present as V;
}

/**
 * The list: filtered, scoped, in `order` (manuscripts-order.ts; migration
 * 0016 indexes every sort, alone and after each equality filter).
 * Where the full-text index gives its matches in id order (SQLite's FTS5) a
 * search joins it, and in the search order (id) the newest matches stream out
 * of it instead of every match (a common word: a tenth of a million rows)
 * being collected and sorted.
 * Built with template markers as values too (lib/query-template): it only places them.
 */
export function manuscriptsQuery(db: Database, values: ListValues, { order, assigned }: ListShape) {
  let query = db.selectFrom('manuscripts as m').select(COLUMNS);
  if (values.reader !== undefined) {
    query = query.where('m.id', 'in', visibleIdsQuery(db, values.reader, assigned));
  }
  if (values.status !== undefined) query = query.where('m.status', '=', values.status);
  if (values.manuscript_type !== undefined)
    query = query.where('m.manuscript_type', '=', values.manuscript_type);
  if (values.journal_id !== undefined) query = query.where('m.journal_id', '=', values.journal_id);
  if (values.tag !== undefined) {
    const tag = values.tag;
    query = query.where('m.id', 'in', (eb) =>
      eb.selectFrom('manuscript_tags').select('manuscript_id').where('tag_id', '=', tag),
    );
  }
  const ordered = (q: typeof query) =>
    orderItems(db, order).reduce((o, item) => o.orderBy(item), q);
  if (values.match === undefined) return ordered(query);
  if (!matchesComeInIdOrder(db)) {
    return ordered(query.where(documentMatches('m.search_vector', values.match)));
  }
  const joined = query
    .innerJoin('manuscripts_fts as f', 'f.rowid', 'm.id')
    .where(ftsMatches('manuscripts_fts', values.match));
  return order.field === 'id'
    ? joined.orderBy(sql`f.rowid ${sql.raw(order.direction)}`)
    : orderItems(db, order).reduce((o, item) => o.orderBy(item), joined);
}

export type ManuscriptsQuery = ReturnType<typeof manuscriptsQuery>;
