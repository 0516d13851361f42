// SQL of the global search: per type, the ids of one ranked page of matches.
// SQLite ranks with FTS5's bm25 (column weights: the name or title counts
// most); PostgreSQL with ts_rank over the same documents the GIN indexes of
// migrations 0002 and 0009 cover, plus 1 when the title itself matches.
// Lower score first on SQLite (bm25 is negative), higher first on PostgreSQL.
import { type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/database';
import { dialectName } from '../../db/portable';
import type { Scope } from '../manuscripts/manuscript-access.repository';
import { fts5Query, tsQuery } from '../manuscripts/search';

export type Ranked = { id: number; score: number };
export type PageWindow = { limit: number; offset: number };

/**
 * Manuscripts are ranked among their newest CANDIDATES matches: a common word
 * matches a tenth of a million rows at 10^6, and ranking all of them costs
 * more than the search's budget. The newest come straight out of the index.
 * 200, not ADR 0009's 1,000: on PostgreSQL ranking 1,000 took 150 ms of the
 * 50 ms p99 budget at 10^6 (docs/adr/0014-api-at-scale.md).
 */
export const MANUSCRIPT_CANDIDATES = 200;

type Indexed = 'journals' | 'users' | 'categories' | 'tags';

/** Each table's document: the exact expression of its GIN index (migration 0009), title first. */
const DOCUMENTS: Record<Indexed, { columns: string[]; weights: number[] }> = {
  journals: {
    columns: ['title', 'abbreviation', 'issn', 'publisher', 'description'],
    weights: [10, 6, 6, 2, 1],
  },
  users: { columns: ['name', 'email'], weights: [10, 4] },
  categories: { columns: ['name', 'description'], weights: [10, 1] },
  tags: { columns: ['name', 'description'], weights: [10, 1] },
};

/** Read as spaces in the documents, so an email or an ISSN is words (migration 0009: the same). */
const PUNCTUATION = '@.-_+/:';

const pgDocument = (table: Indexed) =>
  sql.raw(
    `to_tsvector('simple'::regconfig, translate(${DOCUMENTS[table].columns
      .map((c) => `coalesce(${c}, '')`)
      .join(` || ' ' || `)}, '${PUNCTUATION}', '${' '.repeat(PUNCTUATION.length)}'))`,
  );

async function rows(db: Database, query: RawBuilder<Ranked>) {
  const result = await query.execute(db);
  return result.rows.map((r) => ({ id: Number(r.id), score: Number(r.score) }));
}

/** One page of a small table's matches, best first. */
export function rankedIds(db: Database, table: Indexed, terms: string[], page: PageWindow) {
  const { columns, weights } = DOCUMENTS[table];
  if (dialectName(db) === 'sqlite') {
    const fts = sql.table(`${table}_fts`);
    return rows(
      db,
      sql<Ranked>`select rowid as id, bm25(${fts}, ${sql.raw(weights.join(', '))}) as score
        from ${fts} where ${fts} match ${fts5Query(terms)}
        order by score, rowid desc limit ${page.limit} offset ${page.offset}`,
    );
  }
  const query = sql`to_tsquery('simple'::regconfig, ${tsQuery(terms)})`;
  const title = sql.raw(`to_tsvector('simple'::regconfig, coalesce(${columns[0]}, ''))`);
  return rows(
    db,
    sql<Ranked>`select id, ts_rank(${pgDocument(table)}, q.query)
          + case when ${title} @@ q.query then 1 else 0 end as score
        from ${sql.table(table)}, (select ${query} as query) q
        where ${pgDocument(table)} @@ q.query
        order by score desc, id desc limit ${page.limit} offset ${page.offset}`,
  );
}

/** One page of the manuscripts the scope lets the reader see, best first among the newest candidates. */
export function rankedManuscriptIds(db: Database, terms: string[], scope: Scope, page: PageWindow) {
  if (dialectName(db) === 'sqlite') {
    const within = scope ? sql`and rowid in ${scope}` : sql``;
    return rows(
      db,
      sql<Ranked>`select id, score from (
          select rowid as id, bm25(manuscripts_fts, 10.0, 1.0, 4.0) as score
          from manuscripts_fts where manuscripts_fts match ${fts5Query(terms)} ${within}
          order by rowid desc limit ${MANUSCRIPT_CANDIDATES}
        ) c order by score, id desc limit ${page.limit} offset ${page.offset}`,
    );
  }
  const within = scope ? sql`and m.id in ${scope}` : sql``;
  return rows(
    db,
    sql<Ranked>`select id, score from (
        select m.id, ts_rank(m.search_vector, q.query)
            + case when to_tsvector('simple'::regconfig, m.title) @@ q.query then 1 else 0 end as score
        from manuscripts m, (select to_tsquery('simple'::regconfig, ${tsQuery(terms)}) as query) q
        where m.search_vector @@ q.query ${within}
        order by m.id desc limit ${MANUSCRIPT_CANDIDATES}
      ) c order by score desc, id desc limit ${page.limit} offset ${page.offset}`,
  );
}

// ── The rows of the hits (only the fields a hit shows) ──────────────────────

export const journalsByIds = (db: Database, ids: number[]) =>
  db
    .selectFrom('journals')
    .select(['id', 'title', 'abbreviation', 'issn', 'publisher', 'description', 'status'])
    .where('id', 'in', ids)
    .execute();

export const manuscriptsByIds = (db: Database, ids: number[]) =>
  db
    .selectFrom('manuscripts')
    .select(['id', 'title', 'abstract', 'keywords', 'status'])
    .where('id', 'in', ids)
    .execute();

export const usersByIds = (db: Database, ids: number[]) =>
  db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'deleted_at'])
    .where('id', 'in', ids)
    .execute();

export const categoriesByIds = (db: Database, ids: number[]) =>
  db
    .selectFrom('categories')
    .select(['id', 'name', 'slug', 'description'])
    .where('id', 'in', ids)
    .execute();

export const tagsByIds = (db: Database, ids: number[]) =>
  db
    .selectFrom('tags')
    .select(['id', 'name', 'slug', 'description'])
    .where('id', 'in', ids)
    .execute();
