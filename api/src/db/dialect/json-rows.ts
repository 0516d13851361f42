// Relations read as JSON inside the statement that reads their owner: one
// round trip for a row and its lists. PostgreSQL builds JSON with
// json_build_object / json_agg and hands it back parsed; SQLite with
// json_object / json_group_array and hands it back as text.
import { type RawBuilder, sql } from 'kysely';
import type { Database } from '../database';
import { dialectName } from '../portable';

/** `alias.column` of each field, keyed by its name in the JSON object. */
const fieldsOf = (alias: string, columns: string[]) =>
  columns.flatMap((column) => [sql.lit(column), sql.ref(`${alias}.${column}`)]);

/** One row's `columns` (of table alias `alias`) as a JSON object. */
export function jsonObject(db: Database, alias: string, columns: string[]): RawBuilder<unknown> {
  const fields = sql.join(fieldsOf(alias, columns));
  return dialectName(db) === 'postgres'
    ? sql`json_build_object(${fields})`
    : sql`json_object(${fields})`;
}

/** The rows of `from` (a FROM … WHERE … clause) as a JSON array of objects, in `order`. */
export function jsonRows<T = unknown>(
  db: Database,
  alias: string,
  columns: string[],
  from: RawBuilder<unknown>,
  order: RawBuilder<unknown>,
): RawBuilder<T[] | string> {
  const object = jsonObject(db, alias, columns);
  return dialectName(db) === 'postgres'
    ? sql`(select coalesce(json_agg(${object} order by ${order}), '[]'::json) ${from})`
    : sql`(select json_group_array(${object} order by ${order}) ${from})`;
}

/** A JSON value as read back: parsed on PostgreSQL, text on SQLite, `empty` when null. */
export const parsedJson = <T>(value: unknown, empty: T): T =>
  value === null || value === undefined
    ? empty
    : typeof value === 'string'
      ? (JSON.parse(value) as T)
      : (value as T);
