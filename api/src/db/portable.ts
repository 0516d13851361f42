// Helpers that keep migrations and queries portable between SQLite and PostgreSQL.
import {
  type ColumnDataType,
  type CreateTableBuilder,
  type Kysely,
  PostgresAdapter,
  type Expression,
  type RawBuilder,
  sql,
} from 'kysely';

export type DialectName = 'sqlite' | 'postgres';

/** Any Kysely instance: migrations run before (and beside) the typed schema. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyKysely = Kysely<any>;

export function dialectName(db: AnyKysely): DialectName {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/** Adds an auto-increment integer primary key `id`. */
export function addId<TB extends string>(table: CreateTableBuilder<TB>, dialect: DialectName) {
  return dialect === 'postgres'
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

/** BOOLEAN on PostgreSQL, INTEGER 0/1 on SQLite. */
export const booleanType = (dialect: DialectName): ColumnDataType =>
  dialect === 'postgres' ? 'boolean' : 'integer';

/** A double precision float on both (SQLite REAL is 8 bytes; PostgreSQL REAL is not). */
export const floatType = (dialect: DialectName): ColumnDataType =>
  dialect === 'postgres' ? 'double precision' : 'real';

/** Timestamps are ISO-8601 text everywhere, so they compare and sort as text. */
export const timestampType: ColumnDataType = 'varchar(32)';

export const nowIso = () => new Date().toISOString();

/** Reads a 0/1 (SQLite) or boolean (PostgreSQL) column. */
export const toBool = (value: unknown) => value === true || value === 1 || value === '1';

/** JSON list column → string[] (tolerates bad data). */
export function parseJsonList(value: string | null | undefined): string[] {
  if (!value) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/** Escapes LIKE wildcards so user input matches literally. */
export const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Case-insensitive "contains" on both dialects (SQLite LIKE is ASCII-only
 * case-insensitive, PostgreSQL LIKE is case-sensitive).
 */
export function containsInsensitive(
  column: Expression<unknown>,
  term: string,
): RawBuilder<boolean> {
  return sql<boolean>`lower(${column}) like ${`%${escapeLike(term.toLowerCase())}%`} escape '\\'`;
}
