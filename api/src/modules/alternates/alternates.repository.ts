// SQL of alternate reviewers: the list behind an invitation, claiming the next
// one (a conditional update, so of two processes only one moves it), and the
// round's alternates for its editors. The invitations: ./alternate-invitations.repository.
import type { Selectable } from 'kysely';
import type { Database } from '../../db/database';
import type { ReviewAlternatesTable } from '../../db/schema-review-alternates';

export type AlternateRow = Selectable<ReviewAlternatesTable>;

/** Replaces the alternates still waiting behind `invitationId` with `reviewerIds`, in order. */
export async function replaceWaiting(
  db: Database,
  values: {
    invitation_id: number;
    manuscript_id: number;
    round_id: number;
    added_by: number;
    review_days: number;
    at: string;
  },
  reviewerIds: number[],
) {
  await db
    .deleteFrom('review_alternates')
    .where('invitation_id', '=', values.invitation_id)
    .where('status', '=', 'waiting')
    .execute();
  if (reviewerIds.length === 0) return;
  // After the ones already used (a reused invitation keeps its history).
  const last = await db
    .selectFrom('review_alternates')
    .select((eb) => eb.fn.max('position').as('max'))
    .where('invitation_id', '=', values.invitation_id)
    .executeTakeFirst();
  const start = Number(last?.max ?? 0);
  const { at, ...rest } = values;
  await db
    .insertInto('review_alternates')
    .values(
      reviewerIds.map((reviewer_id, index) => ({
        ...rest,
        reviewer_id,
        position: start + index + 1,
        status: 'waiting',
        created_at: at,
        updated_at: at,
      })),
    )
    .execute();
}

/** The alternate row an invitation was made for, if it was made for one. */
export const calledFor = (db: Database, invitationId: number) =>
  db
    .selectFrom('review_alternates')
    .selectAll()
    .where('called_invitation_id', '=', invitationId)
    .executeTakeFirst();

/** Every alternate named behind `invitationIds`, in order. */
export const alternatesBehind = (db: Database, invitationIds: number[]) =>
  db
    .selectFrom('review_alternates')
    .selectAll()
    .where('invitation_id', 'in', invitationIds)
    .orderBy('position')
    .orderBy('id')
    .execute();

/** Moves one waiting alternate on; false when another process moved it first. */
export async function claim(
  db: Database,
  id: number,
  values: Partial<
    Pick<
      AlternateRow,
      'status' | 'called_because' | 'skipped_because' | 'replaces_invitation_id' | 'updated_at'
    >
  >,
) {
  const result = await db
    .updateTable('review_alternates')
    .set(values)
    .where('id', '=', id)
    .where('status', '=', 'waiting')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function setCalledInvitation(db: Database, id: number, invitationId: number) {
  await db
    .updateTable('review_alternates')
    .set({ called_invitation_id: invitationId })
    .where('id', '=', id)
    .execute();
}

/** The round alternates of a manuscript with their reviewers' names (editors' view). */
export const alternatesOfManuscript = (db: Database, manuscriptId: number) =>
  db
    .selectFrom('review_alternates as a')
    .innerJoin('users as u', 'u.id', 'a.reviewer_id')
    .selectAll('a')
    .select('u.name as reviewer_name')
    .where('a.manuscript_id', '=', manuscriptId)
    .orderBy('a.invitation_id')
    .orderBy('a.position')
    .execute();

/** What the notices need of a manuscript. */
export const manuscriptRef = (db: Database, id: number) =>
  db
    .selectFrom('manuscripts')
    .select(['id', 'title', 'submitter_id', 'handling_editor_id', 'journal_id'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
