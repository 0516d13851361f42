// The small SQL differences between SQLite and PostgreSQL that module
// queries meet, behind one function each, so repositories hold no dialect
// branch. (Whole dialect-specific queries stay in their repository.)
import { type RawBuilder, sql, type SqlBool } from 'kysely';
import type { Database } from '../database';
import { dialectName } from '../portable';

const isPostgres = (db: Database) => dialectName(db) === 'postgres';

/**
 * ` for update skip locked` on PostgreSQL, to close a subquery that claims
 * rows another process may be claiming; nothing on SQLite (one writer).
 */
export const skipLocked = (db: Database): RawBuilder<unknown> =>
  isPostgres(db) ? sql.raw(' for update skip locked') : sql.raw('');

/**
 * Runs the rest of the caller's transaction alone among API processes
 * (a PostgreSQL advisory lock on `key`); SQLite has one writer already.
 */
export async function lockTransaction(db: Database, key: number): Promise<void> {
  if (isPostgres(db)) await sql`select pg_advisory_xact_lock(${sql.lit(key)})`.execute(db);
}

/** `query` locking the rows it reads until the transaction ends (PostgreSQL; SQLite: as is). */
export const forUpdate = <Q extends { forUpdate(): Q }>(db: Database, query: Q): Q =>
  isPostgres(db) ? query.forUpdate() : query;

/** The aggregate joining strings: string_agg (PostgreSQL) or group_concat (SQLite). */
export const stringAgg = (db: Database): RawBuilder<unknown> =>
  sql.raw(isPostgres(db) ? 'string_agg' : 'group_concat');

/** A boolean column as a condition: booleans are 0/1 integers on SQLite. */
export const isTrue = (db: Database, column: string): RawBuilder<SqlBool> =>
  isPostgres(db) ? sql<SqlBool>`${sql.ref(column)}` : sql<SqlBool>`${sql.ref(column)} = 1`;

/**
 * A text column as a case-insensitive sort key, written exactly as the list
 * sort indexes are (migration 0016-api-at-scale), or the index goes unused:
 * lower(… collate "C") on PostgreSQL, … collate nocase on SQLite.
 */
export const caseInsensitiveKey = (db: Database, column: string): RawBuilder<unknown> =>
  isPostgres(db)
    ? sql`lower(${sql.ref(column)} collate "C")`
    : sql`${sql.ref(column)} collate nocase`;

/**
 * The two sides of `(key, id) > (cursor key, cursor id)` for a text column
 * sorted case-insensitively (the key of caseInsensitiveKey). SQLite reads a
 * row value as an index range only when its left side is bare columns, so
 * there the collation goes on the cursor's side (the same comparison).
 */
export function caseInsensitiveRowValues(
  db: Database,
  column: string,
  idColumn: string,
  cursor: { key: unknown; id: number },
): { pair: RawBuilder<unknown>; at: RawBuilder<unknown> } {
  if (isPostgres(db)) {
    return {
      pair: sql`(${caseInsensitiveKey(db, column)}, ${sql.ref(idColumn)})`,
      at: sql`(${cursor.key}, ${cursor.id})`,
    };
  }
  return {
    pair: sql`(${sql.ref(column)}, ${sql.ref(idColumn)})`,
    at: sql`(${cursor.key} collate nocase, ${cursor.id})`,
  };
}

/**
 * Nulls sorting as the smallest value in `direction`: SQLite does so already;
 * PostgreSQL puts nulls first when descending unless told.
 */
export const nullsSmallest = (db: Database, direction: 'asc' | 'desc'): RawBuilder<unknown> =>
  isPostgres(db) ? sql.raw(direction === 'asc' ? ' nulls first' : ' nulls last') : sql.raw('');

/**
 * Whether the database itself can keep uploaded files: PostgreSQL's large
 * objects, read alike by every API process. SQLite keeps them on disk.
 */
export const canKeepFiles = (db: Database): boolean => isPostgres(db);

/**
 * Whether the planner reads a row-value comparison, (key, id) > (k, i), as one
 * range of a (key, id) index. PostgreSQL does. SQLite bounds the range by its
 * first column only and filters the rows sharing the key one by one (a status
 * shared by 200,000 manuscripts at 10^6: 6 ms a page), so a query there asks
 * for the union of the ranges the index answers exactly.
 */
export const rowValueIsOneRange = (db: Database): boolean => isPostgres(db);

/**
 * Whether a prepared statement is planned again on every call when its values
 * could change the best plan. PostgreSQL plans for the values ("custom plan")
 * until one plan for any values costs no more, which never happens when how
 * many rows qualify depends on a value: the words of a full-text search, or a
 * bound OFFSET. Such a statement is best kept small
 * (manuscripts-page.repository.ts: pageInTwoStatements). SQLite reuses a
 * statement's plan whatever its values (sqlite-statistics.ts).
 */
export const plansEachCallForItsValues = (db: Database): boolean => isPostgres(db);
