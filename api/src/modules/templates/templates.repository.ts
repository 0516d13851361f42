// SQL of the letter templates' overrides and of what a letter's merge fields read.
import type { Database } from '../../db/database';

/** The overrides that may apply to one template in one language: the journal's and the platform's. */
export async function overridesFor(
  db: Database,
  key: string,
  locale: string,
  journalId: number | null,
) {
  let query = db
    .selectFrom('mail_templates')
    .select(['journal_id', 'subject', 'body'])
    .where('key', '=', key)
    .where('locale', '=', locale);
  query =
    journalId === null
      ? query.where('journal_id', 'is', null)
      : query.where((eb) =>
          eb.or([eb('journal_id', '=', journalId), eb('journal_id', 'is', null)]),
        );
  return query.execute();
}

/** Every override of the journal and of the platform (the journal's list shows both). */
export function overridesOfLevel(db: Database, journalId: number | null) {
  let query = db
    .selectFrom('mail_templates as t')
    .leftJoin('users as u', 'u.id', 't.updated_by')
    .select([
      't.key',
      't.locale',
      't.journal_id',
      't.subject',
      't.body',
      't.updated_at',
      't.updated_by',
      'u.name as updated_by_name',
    ]);
  query =
    journalId === null
      ? query.where('t.journal_id', 'is', null)
      : query.where((eb) =>
          eb.or([eb('t.journal_id', '=', journalId), eb('t.journal_id', 'is', null)]),
        );
  return query.execute();
}
export type OverrideRow = Awaited<ReturnType<typeof overridesOfLevel>>[number];

/** Saves the level's text (one row per key, language and level; a retry updates the same row). */
export async function saveOverride(
  db: Database,
  values: {
    key: string;
    locale: string;
    journalId: number | null;
    subject: string;
    body: string;
    updatedBy: number;
    now: string;
  },
) {
  const row = {
    key: values.key,
    locale: values.locale,
    journal_id: values.journalId,
    subject: values.subject,
    body: values.body,
    updated_by: values.updatedBy,
    updated_at: values.now,
  };
  const update = {
    subject: row.subject,
    body: row.body,
    updated_by: row.updated_by,
    updated_at: row.updated_at,
  };
  // ON CONFLICT names the partial unique index of the level (its columns and predicate).
  await db
    .insertInto('mail_templates')
    .values(row)
    .onConflict((oc) =>
      values.journalId === null
        ? oc.columns(['key', 'locale']).where('journal_id', 'is', null).doUpdateSet(update)
        : oc
            .columns(['journal_id', 'key', 'locale'])
            .where('journal_id', 'is not', null)
            .doUpdateSet(update),
    )
    .execute();
}

/** Removes the level's text; the template falls back to the next level. */
export async function deleteOverride(
  db: Database,
  key: string,
  locale: string,
  journalId: number | null,
): Promise<boolean> {
  let query = db.deleteFrom('mail_templates').where('key', '=', key).where('locale', '=', locale);
  query =
    journalId === null
      ? query.where('journal_id', 'is', null)
      : query.where('journal_id', '=', journalId);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The journal a template level belongs to (undefined: no such journal). */
export const journalById = (db: Database, id: number) =>
  db
    .selectFrom('journals')
    .select([
      'id',
      'title',
      'peer_review_type',
      'share_reviews_with_reviewers',
      'revision_due_days',
    ])
    .where('id', '=', id)
    .executeTakeFirst();

/** A letter's recipient, with the roles their relation to a manuscript is worked out from. */
export async function recipientById(db: Database, id: number) {
  const user = await db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'locale'])
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!user) return undefined;
  const roles = await db
    .selectFrom('user_roles as ur')
    .innerJoin('roles as r', 'r.id', 'ur.role_id')
    .select('r.name')
    .where('ur.user_id', '=', id)
    .execute();
  return { ...user, roles: roles.map((r) => r.name) };
}

/** A user's name (a reviewer or handling editor named in a letter). */
export const userName = async (db: Database, id: number) =>
  (await db.selectFrom('users').select('name').where('id', '=', id).executeTakeFirst())?.name ??
  null;

/** The first reviewer invited to a manuscript (the preview's sample reviewer) and their invitation. */
export const firstInvitation = (db: Database, manuscriptId: number) =>
  db
    .selectFrom('review_invitations')
    .select(['id', 'reviewer_id', 'due_at'])
    .where('manuscript_id', '=', manuscriptId)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
