// SQL of review rounds, reviewer invitations and the reviewer assignments
// that keep a reviewer's access in step with their invitations (reviews: ./peer-reviews.repository).
import type { Selectable } from 'kysely';
import type { Database } from '../../db/database';
import type { ReviewRoundsTable, ReviewInvitationsTable } from '../../db/schema-review';
import { nowIso } from '../../db/portable';

export type RoundRow = Selectable<ReviewRoundsTable>;
export type InvitationRow = Selectable<ReviewInvitationsTable>;

export const roundsOf = (db: Database, manuscriptId: number) =>
  db
    .selectFrom('review_rounds')
    .selectAll()
    .where('manuscript_id', '=', manuscriptId)
    .orderBy('round')
    .execute();

export const lastRoundOf = (db: Database, manuscriptId: number) =>
  db
    .selectFrom('review_rounds')
    .selectAll()
    .where('manuscript_id', '=', manuscriptId)
    .orderBy('round', 'desc')
    .limit(1)
    .executeTakeFirst();

export const openRoundOf = (db: Database, manuscriptId: number) =>
  db
    .selectFrom('review_rounds')
    .selectAll()
    .where('manuscript_id', '=', manuscriptId)
    .where('status', '=', 'open')
    .executeTakeFirst();

export async function insertRound(db: Database, manuscriptId: number, round: number) {
  await db
    .insertInto('review_rounds')
    .values({ manuscript_id: manuscriptId, round, status: 'open', created_at: nowIso() })
    .execute();
}

export async function closeOpenRounds(db: Database, manuscriptId: number) {
  await db
    .updateTable('review_rounds')
    .set({ status: 'closed', closed_at: nowIso() })
    .where('manuscript_id', '=', manuscriptId)
    .where('status', '=', 'open')
    .execute();
}

export const invitationsOf = (db: Database, manuscriptId: number) =>
  db
    .selectFrom('review_invitations')
    .selectAll()
    .where('manuscript_id', '=', manuscriptId)
    .orderBy('id')
    .execute();

export const findInvitation = (db: Database, id: number) =>
  db.selectFrom('review_invitations').selectAll().where('id', '=', id).executeTakeFirst();

export const invitationOf = (db: Database, roundId: number, reviewerId: number) =>
  db
    .selectFrom('review_invitations')
    .selectAll()
    .where('round_id', '=', roundId)
    .where('reviewer_id', '=', reviewerId)
    .executeTakeFirst();

export async function insertInvitation(
  db: Database,
  values: {
    round_id: number;
    manuscript_id: number;
    reviewer_id: number;
    invited_by: number;
    due_at: string;
  },
) {
  const now = nowIso();
  const row = await db
    .insertInto('review_invitations')
    .values({ ...values, status: 'invited', created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A cancelled or declined invitation of the round is reused by a new invitation. */
export async function reinvite(db: Database, id: number, invitedBy: number, dueAt: string) {
  await db
    .updateTable('review_invitations')
    .set({
      status: 'invited',
      invited_by: invitedBy,
      due_at: dueAt,
      responded_at: null,
      decline_reason: null,
      updated_at: nowIso(),
    })
    .where('id', '=', id)
    .execute();
}

/** Moves an invitation from one of `from` to `to`; false when it was no longer in `from`. */
export async function moveInvitation(
  db: Database,
  id: number,
  from: string[],
  to: string,
  extra: { responded_at?: string; decline_reason?: string | null } = {},
) {
  const result = await db
    .updateTable('review_invitations')
    .set({ status: to, updated_at: nowIso(), ...extra })
    .where('id', '=', id)
    .where('status', 'in', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function ensureAssignment(
  db: Database,
  manuscriptId: number,
  reviewerId: number,
  assignedBy: number,
) {
  const existing = await db
    .selectFrom('review_assignments')
    .select('id')
    .where('manuscript_id', '=', manuscriptId)
    .where('reviewer_id', '=', reviewerId)
    .executeTakeFirst();
  if (existing) return;
  await db
    .insertInto('review_assignments')
    .values({
      manuscript_id: manuscriptId,
      reviewer_id: reviewerId,
      assigned_by: assignedBy,
      created_at: nowIso(),
    })
    .execute();
}

/** Removes the assignment unless another live invitation of the reviewer keeps it. */
export async function releaseAssignment(db: Database, manuscriptId: number, reviewerId: number) {
  const live = await db
    .selectFrom('review_invitations')
    .select('id')
    .where('manuscript_id', '=', manuscriptId)
    .where('reviewer_id', '=', reviewerId)
    .where('status', 'in', ['invited', 'accepted', 'completed'])
    .executeTakeFirst();
  if (live) return;
  await db
    .deleteFrom('review_assignments')
    .where('manuscript_id', '=', manuscriptId)
    .where('reviewer_id', '=', reviewerId)
    .execute();
}
