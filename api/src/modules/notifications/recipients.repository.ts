// Who is told: a manuscript's authors and the reviewers of a round (its
// editors come from the journals module: the team or the role's holders).
import type { Database } from '../../db/database';

/** The reviewers who completed a review in the round (a submitted review or a completed invitation). */
export async function roundReviewerIds(db: Database, roundId: number): Promise<number[]> {
  const [reviews, invitations] = await Promise.all([
    db
      .selectFrom('reviews')
      .select('user_id')
      .where('round_id', '=', roundId)
      .where('submitted_at', 'is not', null)
      .where('user_id', 'is not', null)
      .execute(),
    db
      .selectFrom('review_invitations')
      .select('reviewer_id')
      .where('round_id', '=', roundId)
      .where('status', '=', 'completed')
      .execute(),
  ]);
  const ids = [
    ...reviews.map((r) => r.user_id as number),
    ...invitations.map((i) => i.reviewer_id),
  ];
  return [...new Set(ids)];
}

/** The submitter and every co-author linked to an account. */
export async function manuscriptAuthorIds(
  db: Database,
  manuscriptId: number,
  submitterId: number | null,
): Promise<number[]> {
  const rows = await db
    .selectFrom('manuscript_authors')
    .select('user_id')
    .where('manuscript_id', '=', manuscriptId)
    .where('user_id', 'is not', null)
    .execute();
  const ids = rows.map((r) => r.user_id as number);
  return submitterId === null ? ids : [submitterId, ...ids];
}

/** Active users among `ids`. */
export async function activeUserIds(db: Database, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('id', 'in', ids)
    .where('deleted_at', 'is', null)
    .execute();
  return new Set(rows.map((r) => r.id));
}
