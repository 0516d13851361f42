// SQL of the global search's journals, users, categories and tags: one page
// of each in one statement. SQLite ranks with FTS5's bm25 (column weights:
// the name or title counts most), PostgreSQL with ts_rank over the stored
// documents of migration 0017, plus 1 when the title itself matches.
// Manuscripts: manuscript-hits.repository.ts.
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { dialectName } from '../../db/portable';
import { fts5Query, tsQuery } from '../manuscripts';

export type PageWindow = { limit: number; offset: number };

type Indexed = 'journals' | 'users' | 'categories' | 'tags';

/** Each table's searched columns, title first (PostgreSQL: its search_document, migration 0017). */
const DOCUMENTS: Record<Indexed, { columns: string[]; weights: number[] }> = {
  journals: {
    columns: ['title', 'abbreviation', 'issn', 'publisher', 'description'],
    weights: [10, 6, 6, 2, 1],
  },
  users: { columns: ['name', 'email'], weights: [10, 4] },
  categories: { columns: ['name', 'description'], weights: [10, 1] },
  tags: { columns: ['name', 'description'], weights: [10, 1] },
};

/** What a hit of each small table shows (never a password hash: columns are named). */
const FIELDS: Record<Indexed, string[]> = {
  journals: ['id', 'title', 'abbreviation', 'issn', 'publisher', 'description', 'status'],
  users: ['id', 'name', 'email', 'deleted_at'],
  categories: ['id', 'name', 'slug', 'description'],
  tags: ['id', 'name', 'slug', 'description'],
};

export type JournalHitRow = {
  id: number;
  title: string;
  abbreviation: string | null;
  issn: string | null;
  publisher: string | null;
  description: string | null;
  status: string;
};
export type UserHitRow = { id: number; name: string; email: string; deleted_at: unknown };
export type TermHitRow = { id: number; name: string; slug: string; description: string | null };

export type SmallHits = {
  journals: JournalHitRow[];
  users: UserHitRow[];
  categories: TermHitRow[];
  tags: TermHitRow[];
};

/** One table's page of matches as (type, rank, row as JSON); a lower rank is better on both. */
function rankedPage(db: Database, table: Indexed, terms: string[], page: PageWindow) {
  const { columns, weights } = DOCUMENTS[table];
  const pairs = (fields: string[]) => sql.raw(fields.map((f) => `'${f}', t.${f}`).join(', '));
  const rows = sql.table(table);
  if (dialectName(db) === 'sqlite') {
    const fts = sql.table(`${table}_fts`);
    return sql`select * from (select ${table} as type, bm25(${fts}, ${sql.raw(weights.join(', '))}) as rank,
        json_object(${pairs(FIELDS[table])}) as row
      from ${fts} join ${rows} t on t.id = ${fts}.rowid
      where ${fts} match ${fts5Query(terms)}
      order by rank, t.id desc limit ${page.limit} offset ${page.offset})`;
  }
  const query = sql`to_tsquery('simple'::regconfig, ${tsQuery(terms)})`;
  const title = sql.raw(`to_tsvector('simple'::regconfig, coalesce(t.${columns[0]}, ''))`);
  return sql`select * from (select cast(${table} as text) as type,
      -(ts_rank(t.search_document, q.query) + case when ${title} @@ q.query then 1 else 0 end) as rank,
      json_build_object(${pairs(FIELDS[table])}) as row
    from ${rows} t, (select ${query} as query) q
    where t.search_document @@ q.query
    order by rank, t.id desc limit ${page.limit} offset ${page.offset}) ${sql.raw(`${table}_page`)}`;
}

/**
 * A page of matches of each of `tables` with the fields a hit shows, best
 * first, in one statement: on PostgreSQL every statement is a round trip, a
 * parse and a plan, and four of them cost the search as much as its
 * manuscripts did (1,030 req/s for journals alone, 537 for all four).
 */
export async function smallTableHits(
  db: Database,
  tables: Indexed[],
  terms: string[],
  page: PageWindow,
): Promise<SmallHits> {
  const hits: SmallHits = { journals: [], users: [], categories: [], tags: [] };
  if (tables.length === 0) return hits;
  const pages = tables.map((table) => rankedPage(db, table, terms, page));
  const result = await sql<{ type: Indexed; rank: number | string; row: unknown }>`${sql.join(
    pages,
    sql` union all `,
  )}`.execute(db);
  // A union keeps no order: each table's best first again (ties: newest first).
  const rows = result.rows
    .map((r) => {
      const row = (typeof r.row === 'string' ? JSON.parse(r.row) : r.row) as { id: number };
      return { type: r.type, rank: Number(r.rank), row: { ...row, id: Number(row.id) } };
    })
    .sort((a, b) => a.rank - b.rank || b.row.id - a.row.id);
  for (const { type, row } of rows) (hits[type] as { id: number }[]).push(row);
  return hits;
}
