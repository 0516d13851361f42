// SQL of the global search. Journals, users, categories and tags: one ranked
// page of hits per table; SQLite ranks with FTS5's bm25 (column weights: the
// name or title counts most), PostgreSQL with ts_rank over the stored
// documents of migration 0017, plus 1 when the title itself matches.
// Manuscripts: the newest matching candidates, ranked by manuscript-rank.ts.
import { type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/database';
import { dialectName } from '../../db/portable';
import type { Scope } from '../manuscripts/manuscript-access.repository';
import { manuscriptsFtsQuery } from '../manuscripts/fts-prefix';
import { manuscriptScoreSql, type Rankable, rankManuscripts } from './manuscript-rank';
import { fts5Query, tsQuery } from '../manuscripts/search';

export type PageWindow = { limit: number; offset: number };

/**
 * Manuscripts are ranked among their newest CANDIDATES matches: a common word
 * matches a tenth of a million rows at 10^6, and ranking all of them costs
 * more than the search's budget. The newest come straight out of the index.
 * 200, not ADR 0009's 1,000: on PostgreSQL ranking 1,000 took 150 ms of the
 * 50 ms p99 budget at 10^6 (docs/adr/0014-api-at-scale.md).
 */
export const MANUSCRIPT_CANDIDATES = 100;

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

export type ManuscriptHitRow = {
  id: number;
  title: string;
  abstract: string;
  keywords: string | null;
  status: string;
};
/** One page of hits, and how many candidates they were ranked among (at most MANUSCRIPT_CANDIDATES). */
export type ManuscriptPage = { rows: ManuscriptHitRow[]; candidates: number };

/**
 * One page of the manuscripts the scope lets the reader see that match every
 * term, ranked (manuscript-rank.ts) among the newest MANUSCRIPT_CANDIDATES
 * matches. Neither bm25 nor ts_rank: FTS5's bm25 counts every row that holds
 * each word before it scores one (7 ms at 10^6 for two common words), and
 * one formula ranks alike on both databases.
 */
export async function manuscriptPage(
  db: Database,
  terms: string[],
  scope: Scope,
  page: PageWindow,
): Promise<ManuscriptPage> {
  if (dialectName(db) === 'postgres') return pgManuscriptPage(db, terms, scope, page);
  const within = scope ? sql`and rowid in ${scope}` : sql``;
  const match = await manuscriptsFtsQuery(db, terms);
  const { rows: candidates } = await sql<Rankable>`select id, title, keywords from manuscripts
    where id in (
      select rowid from manuscripts_fts where manuscripts_fts match ${match} ${within}
      order by rowid desc limit ${MANUSCRIPT_CANDIDATES}
    )`.execute(db);
  const ids = rankManuscripts(candidates, terms)
    .slice(page.offset, page.offset + page.limit)
    .map((c) => c.id);
  const rows = ids.length ? await manuscriptsByIds(db, ids) : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  return { rows: ids.flatMap((id) => byId.get(id) ?? []), candidates: candidates.length };
}

/**
 * PostgreSQL has no index that gives matches newest first, and its guess of
 * how many rows a prefix matches is a constant: left to itself it walked the
 * primary key backwards through all 10^6 rows for a prefix nothing matched
 * (2 s), and the GIN index gives a common word's 100,000 matches unsorted
 * (1.3 s). So the newest PROBE_ROWS rows are matched first. A common word
 * fills the candidates there; a frequent one is read on in key order, as far
 * as its density says the candidates lie; a rare one (under DENSE matches in
 * the probe) is read from the GIN index and sorted (`id + 0` keeps the key's
 * order out of that plan). Reading on costs about 100/d rows, the index
 * d·10^6: they meet at d ≈ 1 %, 20 matches in 2,000 rows.
 * Each way is one statement that ranks the candidates and returns the page
 * (and their count, on a row of its own when the page is empty).
 */
const PROBE_ROWS = 2_000;
const DENSE = 20;
const MAX_SCAN = 60_000;

async function pgManuscriptPage(
  db: Database,
  terms: string[],
  scope: Scope,
  page: PageWindow,
): Promise<ManuscriptPage> {
  const query = sql`to_tsquery('simple'::regconfig, ${tsQuery(terms)})`;
  const within = scope ? sql`and m.id in ${scope}` : sql``;
  const ranked = async (candidates: RawBuilder<unknown>) => {
    const { rows } = await sql<ManuscriptHitRow & { candidates: number | string }>`
      with c as materialized (${candidates})
      select (select count(*) from c) as candidates, p.*
      from (select 1) one left join lateral (
        select c.id, c.title, c.abstract, c.keywords, c.status from c
        order by ${manuscriptScoreSql(terms)} desc, c.id desc
        limit ${page.limit} offset ${page.offset}
      ) p on true`.execute(db);
    return {
      rows: rows
        .filter((r) => r.id !== null)
        .map(({ candidates: _, ...r }) => ({ ...r, id: Number(r.id) })),
      candidates: Number(rows[0]?.candidates ?? 0),
    };
  };
  const newest = (rows: number) =>
    ranked(sql`select id, title, abstract, keywords, status from (
        select m.id, m.title, m.abstract, m.keywords, m.status, m.search_vector from manuscripts m
        where true ${within} order by m.id desc limit ${rows}
      ) recent where search_vector @@ ${query}
      order by id desc limit ${MANUSCRIPT_CANDIDATES}`);
  let found = await newest(PROBE_ROWS);
  const inProbe = found.candidates;
  if (inProbe < MANUSCRIPT_CANDIDATES && inProbe >= DENSE) {
    found = await newest(
      Math.min(MAX_SCAN, Math.ceil(((PROBE_ROWS * MANUSCRIPT_CANDIDATES) / inProbe) * 1.5)),
    );
  }
  if (found.candidates < MANUSCRIPT_CANDIDATES) {
    found = await ranked(sql`select m.id, m.title, m.abstract, m.keywords, m.status
      from manuscripts m where m.search_vector @@ ${query} ${within}
      order by m.id + 0 desc limit ${MANUSCRIPT_CANDIDATES}`);
  }
  return found;
}

// ── The rows of the hits (only the fields a hit shows) ──────────────────────

export const manuscriptsByIds = (db: Database, ids: number[]) =>
  db
    .selectFrom('manuscripts')
    .select(['id', 'title', 'abstract', 'keywords', 'status'])
    .where('id', 'in', ids)
    .execute();
