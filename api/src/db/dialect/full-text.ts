// Full-text search, where the two databases differ the most (migration 0017).
// - SQLite: an FTS5 table of its own per searched table (`<table>_fts`), whose
//   rowid is the row's id; it gives its matches in rowid order, so the newest
//   N matches are a LIMIT, and ranks with bm25.
// - PostgreSQL: the document is a tsvector column of the row itself
//   (`search_vector`, `search_document`) with a GIN index, which gives its
//   matches unsorted; ranked with ts_rank.
// Terms arrive as letters and digits only (manuscripts/search.ts: searchTerms),
// so they can never be query syntax: quotes, *, NEAR, AND/OR or parentheses.
import { type RawBuilder, sql, type SqlBool } from 'kysely';
import type { Database } from '../database';
import { dialectName } from '../portable';

const isPostgres = (db: Database) => dialectName(db) === 'postgres';

/** FTS5: each term a quoted string, the last one a prefix (search as you type). */
export const fts5Query = (terms: string[]) =>
  terms.map((t, i) => `"${t}"${i === terms.length - 1 ? '*' : ''}`).join(' ');

/** to_tsquery: the terms joined with &, the last one a prefix. */
export const tsQuery = (terms: string[]) =>
  terms.map((t, i) => `${t}${i === terms.length - 1 ? ':*' : ''}`).join(' & ');

/**
 * Whether the full-text index is a table of its own that gives its matches
 * in id order (SQLite's FTS5): a query joins it by rowid and reads the newest
 * matches first. Otherwise (PostgreSQL) the match is a condition on the row.
 */
export const matchesComeInIdOrder = (db: Database): boolean => !isPostgres(db);

/** PostgreSQL: the row's tsvector `column` matches the to_tsquery text `query`. */
export const documentMatches = (column: string, query: string): RawBuilder<SqlBool> =>
  sql<SqlBool>`${sql.ref(column)} @@ to_tsquery('simple'::regconfig, ${query})`;

/** SQLite: the FTS5 table `ftsTable` (a name from the schema) matches the MATCH text `query`. */
export const ftsMatches = (ftsTable: string, query: string): RawBuilder<SqlBool> =>
  sql<SqlBool>`${sql.raw(ftsTable)} match ${query}`;

/** A small searched table: its columns with their weights (title first) and the fields a hit shows. */
export type RankedTable = {
  table: string;
  columns: string[];
  weights: number[];
  fields: string[];
};

/**
 * One page of `table`'s rows that match every term, best first, as rows of
 * (type: the table's name, rank: lower is better, row: the fields as JSON),
 * so that several tables' pages can be one statement (a union). SQLite ranks
 * with bm25 and the column weights; PostgreSQL with ts_rank over the stored
 * document, plus 1 when the title column itself matches. Ties: newest first.
 */
export function rankedMatchesPage(
  db: Database,
  { table, columns, weights, fields }: RankedTable,
  terms: string[],
  page: { limit: number; offset: number },
): RawBuilder<unknown> {
  const pairs = sql.raw(fields.map((f) => `'${f}', t.${f}`).join(', '));
  const rows = sql.table(table);
  if (!isPostgres(db)) {
    const fts = sql.table(`${table}_fts`);
    return sql`select * from (select ${table} as type, bm25(${fts}, ${sql.raw(weights.join(', '))}) as rank,
        json_object(${pairs}) as row
      from ${fts} join ${rows} t on t.id = ${fts}.rowid
      where ${fts} match ${fts5Query(terms)}
      order by rank, t.id desc limit ${page.limit} offset ${page.offset})`;
  }
  const query = sql`to_tsquery('simple'::regconfig, ${tsQuery(terms)})`;
  const title = sql.raw(`to_tsvector('simple'::regconfig, coalesce(t.${columns[0]}, ''))`);
  return sql`select * from (select cast(${table} as text) as type,
      -(ts_rank(t.search_document, q.query) + case when ${title} @@ q.query then 1 else 0 end) as rank,
      json_build_object(${pairs}) as row
    from ${rows} t, (select ${query} as query) q
    where t.search_document @@ q.query
    order by rank, t.id desc limit ${page.limit} offset ${page.offset}) ${sql.raw(`${table}_page`)}`;
}
