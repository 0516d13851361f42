// SQL of reviewer candidates: eligible reviewers (reviewer role, not an
// author of the manuscript, not already invited in the round), their load and
// turnaround, and the texts of their profiles the finder matches (publication
// titles, keywords of the manuscripts they reviewed, the journal's subject
// areas). The ranking itself is TypeScript (./matching.ts): portable SQL only.
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { containsInsensitive, parseJsonList } from '../../db/portable';

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

/** The manuscript's open review round, if any. */
export const openRoundId = async (db: Database, manuscriptId: number) =>
  (
    await db
      .selectFrom('review_rounds')
      .select('id')
      .where('manuscript_id', '=', manuscriptId)
      .where('status', '=', 'open')
      .executeTakeFirst()
  )?.id ?? null;

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

/** Publication titles per user. */
export async function publicationTitles(db: Database, ids: number[]) {
  const byUser = new Map<number, string[]>();
  if (ids.length === 0) return byUser;
  const rows = await db
    .selectFrom('publications')
    .select(['user_id', 'title'])
    .where('user_id', 'in', ids)
    .orderBy('id', 'desc')
    .execute();
  for (const row of rows) byUser.set(row.user_id, [...(byUser.get(row.user_id) ?? []), row.title]);
  return byUser;
}

/** Reviews per reviewer whose manuscripts' keywords describe what they review (the latest). */
const REVIEWED_PER_REVIEWER = 25;

/**
 * Keywords of the manuscripts each reviewer reviewed (their latest reviews,
 * `manuscriptId` itself left out: its previous round is offered apart).
 */
export async function reviewedKeywords(db: Database, ids: number[], manuscriptId: number) {
  const byUser = new Map<number, string[]>();
  if (ids.length === 0) return byUser;
  const latest = db
    .selectFrom('reviews as r')
    .innerJoin('manuscripts as m', 'm.id', 'r.manuscript_id')
    .select([
      'r.user_id',
      'm.keywords',
      sql<number>`row_number() over (partition by r.user_id order by r.id desc)`.as('n'),
    ])
    .where('r.user_id', 'in', ids)
    .where('r.manuscript_id', '<>', manuscriptId)
    .as('latest');
  const rows = await db
    .selectFrom(latest)
    .select(['latest.user_id', 'latest.keywords'])
    .where('latest.n', '<=', REVIEWED_PER_REVIEWER)
    .execute();
  for (const row of rows) {
    if (row.user_id === null) continue;
    const list = byUser.get(row.user_id) ?? [];
    for (const keyword of parseJsonList(row.keywords))
      if (!list.includes(keyword)) list.push(keyword);
    byUser.set(row.user_id, list);
  }
  return byUser;
}

/** The subject areas of a journal. */
export const journalSubjectAreas = async (db: Database, journalId: number) =>
  parseJsonList(
    (
      await db
        .selectFrom('journals')
        .select('subject_areas')
        .where('id', '=', journalId)
        .executeTakeFirst()
    )?.subject_areas,
  );
