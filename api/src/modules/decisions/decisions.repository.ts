// SQL of editorial decisions and recommendations, the handling editor and
// what a decision needs to know about the review rounds.
import type { Database } from '../../db/database';
import { nowIso } from '../../db/portable';

export type DecisionValues = {
  manuscript_id: number;
  user_id: number;
  kind: 'decision' | 'recommendation';
  decision: string;
  letter: string | null;
  /** The note for the editors (decisions). */
  internal_note?: string | null;
  reason: string | null;
  /** A request for revisions: 'minor' or 'major'. */
  revision_kind?: string | null;
};

/** The manuscript's latest review round (id and number), if any. */
export const latestRound = (db: Database, manuscriptId: number) =>
  db
    .selectFrom('review_rounds')
    .select(['id', 'round'])
    .where('manuscript_id', '=', manuscriptId)
    .orderBy('round', 'desc')
    .limit(1)
    .executeTakeFirst();

/** Records a decision or recommendation in the latest round (null before any). */
export async function insertDecision(db: Database, values: DecisionValues): Promise<number> {
  const round = await latestRound(db, values.manuscript_id);
  const row = await db
    .insertInto('editorial_decisions')
    .values({ ...values, round_id: round?.id ?? null, created_at: nowIso() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The timeline, oldest first, with the round number; `kinds` narrows it (authors: decisions). */
export const decisionsOf = (db: Database, manuscriptId: number, kinds: string[]) =>
  db
    .selectFrom('editorial_decisions as d')
    .leftJoin('review_rounds as r', 'r.id', 'd.round_id')
    .leftJoin('users as u', 'u.id', 'd.user_id')
    .select([
      'd.id',
      'd.kind',
      'd.decision',
      'd.letter',
      'd.internal_note',
      'd.reason',
      'd.revision_kind',
      'd.user_id',
      'u.name as user_name',
      'd.created_at',
      'r.round',
    ])
    .where('d.manuscript_id', '=', manuscriptId)
    .where('d.kind', 'in', kinds)
    .orderBy('d.id')
    .execute();

/**
 * Whether the manuscript's latest round has a completed review (a submitted
 * review or a completed invitation). Without any round: any review at all.
 */
export async function hasCompletedReview(db: Database, manuscriptId: number): Promise<boolean> {
  const round = await latestRound(db, manuscriptId);
  if (!round) {
    const any = await db
      .selectFrom('reviews')
      .select('id')
      .where('manuscript_id', '=', manuscriptId)
      .limit(1)
      .executeTakeFirst();
    return !!any;
  }
  const [review, invitation] = await Promise.all([
    db
      .selectFrom('reviews')
      .select('id')
      .where('round_id', '=', round.id)
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom('review_invitations')
      .select('id')
      .where('round_id', '=', round.id)
      .where('status', '=', 'completed')
      .limit(1)
      .executeTakeFirst(),
  ]);
  return !!review || !!invitation;
}

/** Sets the handling editor when the manuscript still has `before` (else false: changed meanwhile). */
export async function setHandlingEditor(
  db: Database,
  manuscriptId: number,
  before: number | null,
  userId: number | null,
): Promise<boolean> {
  let query = db
    .updateTable('manuscripts')
    .set({ handling_editor_id: userId, updated_at: nowIso() })
    .where('id', '=', manuscriptId);
  query =
    before === null
      ? query.where('handling_editor_id', 'is', null)
      : query.where('handling_editor_id', '=', before);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The journal's revision period in days (a request for revisions is due that many days on). */
export async function revisionDueDays(db: Database, journalId: number): Promise<number> {
  const row = await db
    .selectFrom('journals')
    .select('revision_due_days')
    .where('id', '=', journalId)
    .executeTakeFirst();
  return row?.revision_due_days ?? 30;
}

/** A user's panel language (null until they chose one, or when the user is gone). */
export async function userLocale(db: Database, userId: number): Promise<string | null> {
  const row = await db
    .selectFrom('users')
    .select('locale')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.locale ?? null;
}
