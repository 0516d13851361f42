// SQL of the invitations alternates are about: the one an alternate gets
// (new, or their cancelled one sent again) with the assignment that lets them
// read the manuscript, and the unanswered invitations the job replaces (locked
// as read, then withdrawn), found with an alternate waiting behind them.
import type { Database } from '../../db/database';

export const PAGE_SIZE = 200;

/** The reviewer's invitation of the round, if any (one per reviewer and round). */
export const invitationInRound = (db: Database, roundId: number, reviewerId: number) =>
  db
    .selectFrom('review_invitations')
    .select(['id', 'status'])
    .where('round_id', '=', roundId)
    .where('reviewer_id', '=', reviewerId)
    .executeTakeFirst();

export type InvitationFacts = {
  id: number;
  round_id: number;
  manuscript_id: number;
  reviewer_id: number;
  status: string;
  updated_at: string;
};

/** A new invitation for an alternate, or their cancelled one of the round sent again. */
export async function inviteAlternate(
  db: Database,
  values: {
    round_id: number;
    manuscript_id: number;
    reviewer_id: number;
    invited_by: number | null;
    due_at: string;
    at: string;
  },
  reuse: number | null,
) {
  const { at, ...rest } = values;
  if (reuse !== null) {
    await db
      .updateTable('review_invitations')
      .set({
        status: 'invited',
        invited_by: rest.invited_by,
        due_at: rest.due_at,
        responded_at: null,
        decline_reason: null,
        updated_at: at,
      })
      .where('id', '=', reuse)
      .execute();
    return reuse;
  }
  const row = await db
    .insertInto('review_invitations')
    .values({ ...rest, status: 'invited', created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The assignment that lets a reviewer read the manuscript (as inviting writes it). */
export async function ensureAssignment(
  db: Database,
  manuscriptId: number,
  reviewerId: number,
  assignedBy: number | null,
  at: string,
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
      created_at: at,
    })
    .execute();
}

/**
 * Takes the row lock of an invitation still unanswered as it was read (a
 * no-op update), so a decline and the job never work the same one at once;
 * false when it was answered or sent again meanwhile.
 */
export async function lockUnanswered(db: Database, invitation: InvitationFacts) {
  const result = await db
    .updateTable('review_invitations')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('id', '=', invitation.id)
    .where('status', '=', 'invited')
    .where('updated_at', '=', invitation.updated_at)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The unanswered invitation the next alternate replaces: cancelled, its assignment released. */
export async function withdrawUnanswered(db: Database, invitation: InvitationFacts, at: string) {
  await db
    .updateTable('review_invitations')
    .set({ status: 'cancelled', updated_at: at })
    .where('id', '=', invitation.id)
    .execute();
  const live = await db
    .selectFrom('review_invitations')
    .select('id')
    .where('manuscript_id', '=', invitation.manuscript_id)
    .where('reviewer_id', '=', invitation.reviewer_id)
    .where('status', 'in', ['invited', 'accepted', 'completed'])
    .executeTakeFirst();
  if (live) return;
  await db
    .deleteFrom('review_assignments')
    .where('manuscript_id', '=', invitation.manuscript_id)
    .where('reviewer_id', '=', invitation.reviewer_id)
    .execute();
}

export type OverdueCandidate = InvitationFacts & { invitation_response_days: number };

/**
 * One page (after `afterId`) of unanswered invitations of open rounds of
 * manuscripts under review, sent at most `sentUntil`, with an alternate
 * waiting behind them or behind the invitation they were made for.
 */
export async function unansweredWithAlternates(
  db: Database,
  sentUntil: string,
  afterId: number,
): Promise<OverdueCandidate[]> {
  return db
    .selectFrom('review_invitations as i')
    .innerJoin('review_rounds as r', 'r.id', 'i.round_id')
    .innerJoin('manuscripts as m', 'm.id', 'i.manuscript_id')
    .innerJoin('journals as j', 'j.id', 'm.journal_id')
    .select([
      'i.id',
      'i.round_id',
      'i.manuscript_id',
      'i.reviewer_id',
      'i.status',
      'i.updated_at',
      'j.invitation_response_days',
    ])
    .where('i.id', '>', afterId)
    .where('i.status', '=', 'invited')
    .where('i.updated_at', '<=', sentUntil)
    .where('r.status', '=', 'open')
    .where('m.status', '=', 'under_review')
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('review_alternates as a')
          .select('a.id')
          .where('a.status', '=', 'waiting')
          .where((w) =>
            w.or([
              w('a.invitation_id', '=', w.ref('i.id')),
              w(
                'a.invitation_id',
                'in',
                w
                  .selectFrom('review_alternates as c')
                  .select('c.invitation_id')
                  .whereRef('c.called_invitation_id', '=', 'i.id'),
              ),
            ]),
          ),
      ),
    )
    .orderBy('i.id')
    .limit(PAGE_SIZE)
    .execute();
}
