// SQL of the global search's journals, users, categories and tags: one page
// of each in one statement, ranked by each database's own full-text ranking
// (db/dialect/full-text.ts: rankedMatchesPage; the name or title counts most).
// Manuscripts: manuscript-hits.repository.ts.
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { rankedMatchesPage } from '../../db/dialect/full-text';

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
  const pages = tables.map((table) =>
    rankedMatchesPage(db, { table, ...DOCUMENTS[table], fields: FIELDS[table] }, terms, page),
  );
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
