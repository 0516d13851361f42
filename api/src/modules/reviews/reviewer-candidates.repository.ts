// SQL of reviewer candidates: eligible reviewers (reviewer role, not an
// author of the manuscript, not already invited in the round), their load and
// turnaround, and the full-text ranking of their research areas and
// publication titles against the manuscript (FTS5 bm25 on SQLite, ts_rank on
// PostgreSQL; no external service).
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { containsInsensitive, dialectName } from '../../db/portable';

/** Users who are the manuscript's authors: the submitter, linked author rows, author emails. */
export async function authorUserIds(db: Database, manuscriptId: number): Promise<Set<number>> {
  const rows = await db
    .selectFrom('users as u')
    .select('u.id')
    .where((eb) =>
      eb.or([
        eb(
          'u.id',
          'in',
          eb.selectFrom('manuscripts').select('submitter_id').where('id', '=', manuscriptId),
        ),
        eb(
          'u.id',
          'in',
          eb
            .selectFrom('manuscript_authors')
            .select('user_id')
            .where('manuscript_id', '=', manuscriptId)
            .where('user_id', 'is not', null)
            .$narrowType<{ user_id: number }>(),
        ),
        eb(
          sql<string>`lower(u.email)`,
          'in',
          eb
            .selectFrom('manuscript_authors')
            .select(sql<string>`lower(email)`.as('email'))
            .where('manuscript_id', '=', manuscriptId),
        ),
      ]),
    )
    .execute();
  return new Set(rows.map((r) => r.id));
}

/** Reviewers invited (not cancelled or declined) in the round. */
export async function invitedIn(db: Database, roundId: number | null): Promise<Set<number>> {
  if (roundId === null) return new Set();
  const rows = await db
    .selectFrom('review_invitations')
    .select('reviewer_id')
    .where('round_id', '=', roundId)
    .where('status', 'in', ['invited', 'accepted', 'completed'])
    .execute();
  return new Set(rows.map((r) => r.reviewer_id));
}

export type CandidateRow = {
  id: number;
  name: string;
  email: string;
  institution: string | null;
  research_areas: string | null;
};

/** Active reviewers, minus `excluded`, matching `search` on name, institution or research areas. */
export function candidatesQuery(db: Database, excluded: number[], search?: string) {
  let query = db
    .selectFrom('users as u')
    .innerJoin('user_roles as ur', 'ur.user_id', 'u.id')
    .innerJoin('roles as r', 'r.id', 'ur.role_id')
    .leftJoin('academic_profiles as p', 'p.user_id', 'u.id')
    .select(['u.id', 'u.name', 'u.email', 'p.institution', 'p.research_areas'])
    .where('r.name', '=', 'reviewer')
    .where('u.deleted_at', 'is', null);
  if (excluded.length) query = query.where('u.id', 'not in', excluded);
  if (search) {
    query = query.where((eb) =>
      eb.or([
        containsInsensitive(eb.ref('u.name'), search),
        containsInsensitive(eb.ref('p.institution'), search),
        containsInsensitive(eb.ref('p.research_areas'), search),
      ]),
    );
  }
  return query;
}

export const listCandidates = (
  db: Database,
  excluded: number[],
  search: string | undefined,
  limit: number,
) => candidatesQuery(db, excluded, search).orderBy('u.name').orderBy('u.id').limit(limit).execute();

/** Invitations invited or accepted, per reviewer. */
export async function openReviewCounts(db: Database, ids: number[]) {
  if (ids.length === 0) return new Map<number, number>();
  const rows = await db
    .selectFrom('review_invitations')
    .select(['reviewer_id', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('reviewer_id', 'in', ids)
    .where('status', 'in', ['invited', 'accepted'])
    .groupBy('reviewer_id')
    .execute();
  return new Map(rows.map((r) => [r.reviewer_id, Number(r.n)]));
}

/** Invitation → submitted review pairs of the reviewers (for the median turnaround). */
export const completedTurnarounds = (db: Database, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('review_invitations as i')
        .innerJoin('reviews as rv', 'rv.invitation_id', 'i.id')
        .select(['i.reviewer_id', 'i.created_at', 'rv.submitted_at'])
        .where('i.reviewer_id', 'in', ids)
        .where('i.status', '=', 'completed')
        .execute();

/** Publication titles per user, one text each. */
async function publicationTitles(db: Database, ids: number[]) {
  const rows = await db
    .selectFrom('publications')
    .select(['user_id', 'title'])
    .where('user_id', 'in', ids)
    .execute();
  const byUser = new Map<number, string>();
  for (const row of rows) byUser.set(row.user_id, `${byUser.get(row.user_id) ?? ''} ${row.title}`);
  return byUser;
}

/**
 * Ranks `candidates` by how their research areas and publication titles
 * match `terms` (letters/digits only, so never query syntax). Returns id →
 * score (higher is better), only for candidates that match at all.
 */
export async function rankCandidates(
  db: Database,
  candidates: CandidateRow[],
  terms: string[],
): Promise<Map<number, number>> {
  if (candidates.length === 0 || terms.length === 0) return new Map();
  const ids = candidates.map((c) => c.id);
  const titles = await publicationTitles(db, ids);
  const docs = candidates.map((c) => ({
    id: c.id,
    areas: c.research_areas ?? '',
    publications: titles.get(c.id) ?? '',
  }));
  return dialectName(db) === 'postgres'
    ? rankPostgres(db, docs, terms)
    : rankSqlite(db, docs, terms);
}

type Doc = { id: number; areas: string; publications: string };

async function rankPostgres(db: Database, docs: Doc[], terms: string[]) {
  const query = terms.join(' | ');
  const values = sql.join(
    docs.map((d) => sql`(${d.id}::int, ${d.areas}::text, ${d.publications}::text)`),
  );
  const doc = sql`setweight(to_tsvector('english', d.areas), 'A') || setweight(to_tsvector('english', d.publications), 'B')`;
  const rows = await sql<{ id: number; score: number }>`
    select d.id, ts_rank(${doc}, to_tsquery('english', ${query}))::float8 as score
    from (values ${values}) as d(id, areas, publications)
    where ${doc} @@ to_tsquery('english', ${query})`.execute(db);
  return new Map(rows.rows.map((r) => [Number(r.id), Number(r.score)]));
}

/**
 * A temporary FTS5 table on the connection, filled and queried inside one
 * transaction (which holds SQLite's single connection, so requests never
 * interleave on it).
 */
async function rankSqlite(db: Database, docs: Doc[], terms: string[]) {
  const match = terms.map((t) => `"${t}"`).join(' OR ');
  return db.transaction().execute(async (trx) => {
    await sql`create virtual table if not exists temp.reviewer_profiles_fts using fts5(areas, publications, tokenize = 'porter unicode61')`.execute(
      trx,
    );
    await sql`delete from temp.reviewer_profiles_fts`.execute(trx);
    for (const d of docs) {
      await sql`insert into temp.reviewer_profiles_fts(rowid, areas, publications) values (${d.id}, ${d.areas}, ${d.publications})`.execute(
        trx,
      );
    }
    // bm25 is lower for better matches; research areas weigh twice publication titles.
    const rows = await sql<{ id: number; score: number }>`
      select rowid as id, -bm25(reviewer_profiles_fts, 2.0, 1.0) as score
      from temp.reviewer_profiles_fts where reviewer_profiles_fts match ${match}`.execute(trx);
    await sql`delete from temp.reviewer_profiles_fts`.execute(trx);
    return new Map(rows.rows.map((r) => [Number(r.id), Number(r.score)]));
  });
}
