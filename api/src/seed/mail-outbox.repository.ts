// SQL of the demo outbox seed: the seeded events a demo account would have
// been mailed about (invitations, decisions, submissions, assignments).
import type { Database } from '../db/database';

/** The demo reviewer's invitations, newest first. */
export const invitationsOf = (db: Database, reviewerId: number, limit: number) =>
  db
    .selectFrom('review_invitations as i')
    .innerJoin('manuscripts as m', 'm.id', 'i.manuscript_id')
    .select(['i.id', 'i.manuscript_id', 'i.due_at', 'i.created_at', 'm.title'])
    .where('i.reviewer_id', '=', reviewerId)
    .orderBy('i.id', 'desc')
    .limit(limit)
    .execute();

/** Decisions on the manuscripts a user submitted, newest first. */
export const decisionsOn = (db: Database, submitterId: number, limit: number) =>
  db
    .selectFrom('editorial_decisions as d')
    .innerJoin('manuscripts as m', 'm.id', 'd.manuscript_id')
    .select(['d.manuscript_id', 'd.decision', 'd.letter', 'd.created_at', 'm.title'])
    .where('m.submitter_id', '=', submitterId)
    .where('d.kind', '=', 'decision')
    .where('d.decision', 'in', ['request_revisions', 'accept', 'reject', 'decline'])
    .orderBy('d.created_at', 'desc')
    .limit(limit)
    .execute();

/** Manuscripts a user submitted (past their draft), newest first. */
export const submissionsBy = (db: Database, submitterId: number, limit: number) =>
  db
    .selectFrom('manuscripts')
    .select(['id', 'title', 'created_at'])
    .where('submitter_id', '=', submitterId)
    .where('status', '!=', 'draft')
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();

/** New submissions in the journals a chief's team names them in, newest first. */
export const submissionsTo = (db: Database, chiefId: number, limit: number) =>
  db
    .selectFrom('manuscripts as m')
    .innerJoin('journal_editors as e', 'e.journal_id', 'm.journal_id')
    .select(['m.id', 'm.title', 'm.created_at'])
    .where('e.user_id', '=', chiefId)
    .where('e.role', '=', 'editor_in_chief')
    .where('m.status', '=', 'submitted')
    .orderBy('m.created_at', 'desc')
    .limit(limit)
    .execute();

/** Manuscripts a user handles, newest first. */
export const handledBy = (db: Database, editorId: number, limit: number) =>
  db
    .selectFrom('manuscripts')
    .select(['id', 'title', 'updated_at'])
    .where('handling_editor_id', '=', editorId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();

/** The newest account whose address is not verified yet (its verification mail). */
export const newestUnverified = (db: Database) =>
  db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'created_at'])
    .where('email_verified_at', 'is', null)
    .where('deleted_at', 'is', null)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();

/** The outbox row written last. */
export const lastMailId = async (db: Database) =>
  (await db.selectFrom('mail_outbox').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow())
    .id;

export const userById = (db: Database, id: number) =>
  db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'locale'])
    .where('id', '=', id)
    .executeTakeFirst();

/** Marks seeded mail written and kept (the demo has no SMTP server) at the time of its event. */
export async function markKept(db: Database, id: number, at: string) {
  await db
    .updateTable('mail_outbox')
    .set({ state: 'kept', attempts: 1, created_at: at, sent_at: at, updated_at: at })
    .where('id', '=', id)
    .execute();
}
