// SQL of the global search's manuscripts: one page of hits among the newest
// MANUSCRIPT_CANDIDATES matches the reader may see, ranked by manuscript-rank.ts.
import { type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/database';
import { ftsMatches, matchesComeInIdOrder, tsQuery } from '../../db/dialect/full-text';
import { type Scope, termsMatch } from '../manuscripts';
import { manuscriptScoreSql, type Rankable, rankManuscripts } from './manuscript-rank';
import type { PageWindow } from './search.repository';

/**
 * Manuscripts are ranked among their newest CANDIDATES matches: a common word
 * matches a tenth of a million rows at 10^6, and ranking all of them costs
 * more than the search's budget. 100 (ADR 0009 said 1,000, ADR 0014 first
 * 200): a search's cost is proportional to its candidates at 10^6 (257 →
 * 412 req/s on PostgreSQL from 200 to 100). The answer says when older
 * matches exist.
 */
export const MANUSCRIPT_CANDIDATES = 100;

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
  if (!matchesComeInIdOrder(db)) return pgManuscriptPage(db, terms, scope, page);
  const within = scope ? sql`and rowid in ${scope}` : sql``;
  const match = await termsMatch(db, terms);
  const { rows: candidates } = await sql<Rankable>`select id, title, keywords from manuscripts
    where id in (
      select rowid from manuscripts_fts where ${ftsMatches('manuscripts_fts', match)} ${within}
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

// ── SQLite: the rows of the page's hits (only the fields a hit shows) ─────────

const manuscriptsByIds = (db: Database, ids: number[]) =>
  db
    .selectFrom('manuscripts')
    .select(['id', 'title', 'abstract', 'keywords', 'status'])
    .where('id', 'in', ids)
    .execute();
