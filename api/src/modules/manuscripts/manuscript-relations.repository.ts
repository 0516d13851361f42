// SQL of what hangs off a manuscript besides its authors: revisions,
// reviewer assignments, reviews and status history. Plain functions taking `db`.
import { type Insertable, type Selectable, sql } from 'kysely';
import type { Database } from '../../db/database';
import { nowIso } from '../../db/portable';
import { queryTemplate } from '../../db/performance/query-template';
import type { ManuscriptRevisionsTable } from '../../db/schema-content';

export type RevisionRow = Selectable<ManuscriptRevisionsTable>;
type NewRevision = Omit<Insertable<ManuscriptRevisionsTable>, 'is_current' | 'created_at'>;

// ── Revisions ──────────────────────────────────────────────────────────────

// The detail's relations are query templates (lib/query-template): every detail view reads them.
const revisions = queryTemplate((db, v: { id: number }) =>
  db
    .selectFrom('manuscript_revisions')
    .selectAll()
    .where('manuscript_id', '=', v.id)
    .orderBy('version_number', 'desc'),
);

export const revisionsOf = (db: Database, manuscriptId: number) =>
  revisions.rows(db, { id: manuscriptId });

export const findRevision = (db: Database, manuscriptId: number, revisionId: number) =>
  db
    .selectFrom('manuscript_revisions')
    .selectAll()
    .where('manuscript_id', '=', manuscriptId)
    .where('id', '=', revisionId)
    .executeTakeFirst();

export async function latestVersion(db: Database, manuscriptId: number): Promise<number> {
  const row = await db
    .selectFrom('manuscript_revisions')
    .select(sql<number | null>`max(version_number)`.as('v'))
    .where('manuscript_id', '=', manuscriptId)
    .executeTakeFirst();
  return Number(row?.v ?? 0);
}

/** Adds a revision and makes it the only current one (the one current before stops being so). */
export async function insertCurrentRevision(db: Database, values: NewRevision) {
  await db
    .updateTable('manuscript_revisions')
    .set({ is_current: false })
    .where('manuscript_id', '=', values.manuscript_id)
    .where('is_current', '=', true)
    .execute();
  return insertFirstRevision(db, values);
}

/** A new manuscript's first file: no other is current yet. */
export async function insertFirstRevision(db: Database, values: NewRevision) {
  const row = await db
    .insertInto('manuscript_revisions')
    .values({ ...values, is_current: true, created_at: nowIso() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

// ── Reviewers and reviews ──────────────────────────────────────────────────

const reviewers = queryTemplate((db, v: { id: number }) =>
  db
    .selectFrom('review_assignments as a')
    .innerJoin('users as u', 'u.id', 'a.reviewer_id')
    .select(['u.id', 'u.name'])
    .where('a.manuscript_id', '=', v.id)
    .orderBy('a.id'),
);

export const reviewersOf = (db: Database, manuscriptId: number) =>
  reviewers.rows(db, { id: manuscriptId });

/** Reviewers whose access comes from peer review: a live invitation (any round) or a review. */
async function reviewersKeptByReview(db: Database, manuscriptId: number): Promise<number[]> {
  const [invited, reviewed] = await Promise.all([
    db
      .selectFrom('review_invitations')
      .select('reviewer_id')
      .where('manuscript_id', '=', manuscriptId)
      .where('status', 'in', ['invited', 'accepted', 'completed'])
      .execute(),
    db.selectFrom('reviews').select('user_id').where('manuscript_id', '=', manuscriptId).execute(),
  ]);
  return [
    ...invited.map((r) => r.reviewer_id),
    ...reviewed.flatMap((r) => (r.user_id === null ? [] : [r.user_id])),
  ];
}

/**
 * The listed reviewers become the plain assignments: those not listed lose
 * theirs, except reviewers invited (a live invitation) or who reviewed, whose
 * access and work belong to their round (cancel the invitation to release it).
 */
export async function replaceReviewers(
  db: Database,
  manuscriptId: number,
  reviewerIds: number[],
  assignedBy: number,
) {
  const keep = [...new Set([...reviewerIds, ...(await reviewersKeptByReview(db, manuscriptId))])];
  let drop = db.deleteFrom('review_assignments').where('manuscript_id', '=', manuscriptId);
  if (keep.length > 0) drop = drop.where('reviewer_id', 'not in', keep);
  await drop.execute();
  const assigned = new Set(
    (
      await db
        .selectFrom('review_assignments')
        .select('reviewer_id')
        .where('manuscript_id', '=', manuscriptId)
        .execute()
    ).map((r) => r.reviewer_id),
  );
  const added = [...new Set(reviewerIds)].filter((id) => !assigned.has(id));
  if (added.length === 0) return;
  const created_at = nowIso();
  await db
    .insertInto('review_assignments')
    .values(
      added.map((reviewer_id) => ({
        manuscript_id: manuscriptId,
        reviewer_id,
        assigned_by: assignedBy,
        created_at,
      })),
    )
    .execute();
}

/** Which of `ids` are active users holding the reviewer role. */
export async function reviewerUserIds(db: Database, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('users as u')
    .innerJoin('user_roles as ur', 'ur.user_id', 'u.id')
    .innerJoin('roles as r', 'r.id', 'ur.role_id')
    .select('u.id')
    .where('u.id', 'in', ids)
    .where('u.deleted_at', 'is', null)
    .where('r.name', '=', 'reviewer')
    .execute();
  return new Set(rows.map((r) => r.id));
}

const reviews = queryTemplate((db, v: { id: number }) =>
  db.selectFrom('reviews').selectAll().where('manuscript_id', '=', v.id).orderBy('id'),
);

export const reviewsOf = (db: Database, manuscriptId: number) =>
  reviews.rows(db, { id: manuscriptId });

// ── Status history ─────────────────────────────────────────────────────────

const history = queryTemplate((db, v: { id: number }) =>
  db
    .selectFrom('manuscript_status_history')
    .selectAll()
    .where('manuscript_id', '=', v.id)
    .orderBy('id'),
);

export const historyOf = (db: Database, manuscriptId: number) =>
  history.rows(db, { id: manuscriptId });

type HistoryEntry = {
  manuscript_id: number;
  from_status: string | null;
  to_status: string;
  /** The note for the editors (or the writer's own notes, such as a submission's). */
  notes: string | null;
  /** The letter to the author (decisions). */
  letter?: string | null;
  user_id: number;
};

/** One status change, or several written together (a new manuscript created and submitted). */
export async function insertHistory(db: Database, values: HistoryEntry | HistoryEntry[]) {
  const now = nowIso();
  const rows = (Array.isArray(values) ? values : [values]).map((row) => ({
    ...row,
    created_at: now,
  }));
  await db.insertInto('manuscript_status_history').values(rows).execute();
}
