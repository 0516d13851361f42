// SQL of who a manuscript belongs to: the ids a reader may see (a subquery the
// lists are scoped by) and a reader's ties to one manuscript. The rules that
// use them live in manuscript-access.ts.
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { COLUMNS } from './manuscript-columns';
import { queryTemplate } from '../../db/performance/query-template';

/**
 * Ids of the manuscripts `userId` submitted or co-authors, plus (when
 * `assigned`) those they are assigned to review. A subquery.
 */
export function visibleIdsQuery(db: Database, userId: number, assigned: boolean) {
  const own = db
    .selectFrom('manuscripts')
    .select('id')
    .where('submitter_id', '=', userId)
    .union(
      db
        .selectFrom('manuscript_authors')
        .select('manuscript_id as id')
        .where((eb) =>
          eb.or([
            eb('user_id', '=', userId),
            eb(sql<string>`lower(email)`, 'in', verifiedEmailOf(db, userId)),
          ]),
        ),
    );
  if (!assigned) return own;
  return own.union(
    db
      .selectFrom('review_assignments')
      .select('manuscript_id as id')
      .where('reviewer_id', '=', userId),
  );
}

/** The manuscript ids a query is restricted to (a visibility subquery), or null: no restriction. */
export type Scope = ReturnType<typeof visibleIdsQuery> | null;

const coAuthor = queryTemplate((db, v: { manuscriptId: number; userId: number }) =>
  db
    .selectFrom('manuscript_authors')
    .select('id')
    .where('manuscript_id', '=', v.manuscriptId)
    .where((eb) =>
      eb.or([
        eb('user_id', '=', v.userId),
        eb(sql<string>`lower(email)`, 'in', verifiedEmailOf(db, v.userId)),
      ]),
    )
    .limit(1),
);

/**
 * Whether `userId` co-authors the manuscript: linked to one of its author rows
 * by user_id (the submitter chose them), or listed under an email the account
 * has verified. An unverified address gives nothing: anyone can register any
 * address.
 */
export const isCoAuthor = (db: Database, manuscriptId: number, userId: number) =>
  coAuthor.first(db, { manuscriptId, userId }).then(Boolean);

/** The user's address, lower-cased, when verified and the account is not deleted (a subquery). */
const verifiedEmailOf = (db: Database, userId: number) =>
  db
    .selectFrom('users')
    .select(sql<string>`lower(email)`.as('email'))
    .where('id', '=', userId)
    .where('email_verified_at', 'is not', null)
    .where('deleted_at', 'is', null);

const assignment = queryTemplate((db, v: { manuscriptId: number; userId: number }) =>
  db
    .selectFrom('review_assignments')
    .select('id')
    .where('manuscript_id', '=', v.manuscriptId)
    .where('reviewer_id', '=', v.userId)
    .limit(1),
);

/** Whether `userId` is assigned to review the manuscript. */
export const isAssignedReviewer = (db: Database, manuscriptId: number, userId: number) =>
  assignment.first(db, { manuscriptId, userId }).then(Boolean);

/**
 * A manuscript with the reader's ties to it, in one statement (a query
 * template: every request addressing a manuscript reads it): whether
 * `userId` co-authors it (as isCoAuthor) and is assigned to review it.
 */
const forReader = queryTemplate((db, v: { id: number; userId: number }) =>
  db
    .selectFrom('manuscripts as m')
    .select(COLUMNS)
    .select(readerTies(v.userId))
    .where('m.id', '=', v.id),
);

/** The reader's ties to manuscript `m` (selected beside its columns). */
export const readerTies = (userId: number) => [
  sql<number | boolean>`exists (select 1 from manuscript_authors a
    where a.manuscript_id = m.id and (a.user_id = ${userId} or lower(a.email) in (
      select lower(u.email) from users u where u.id = ${userId}
        and u.email_verified_at is not null and u.deleted_at is null)))`.as('co_author'),
  sql<number | boolean>`exists (select 1 from review_assignments ra
    where ra.manuscript_id = m.id and ra.reviewer_id = ${userId})`.as('assigned'),
  // The journal's editorial team: the reader's place on it, and which roles it names.
  sql<string | null>`(select e.role from journal_editors e
    where e.journal_id = m.journal_id and e.user_id = ${userId})`.as('team_role'),
  sql<number | boolean>`exists (select 1 from journal_editors e
    where e.journal_id = m.journal_id and e.role = 'editor_in_chief')`.as('team_chiefs'),
  sql<number | boolean>`exists (select 1 from journal_editors e
    where e.journal_id = m.journal_id and e.role = 'associate_editor')`.as('team_associates'),
  // An accepted invitation of an open round: the reader still has a review to write.
  sql<number | boolean>`exists (select 1 from review_invitations i
    join review_rounds r on r.id = i.round_id
    where i.manuscript_id = m.id and i.reviewer_id = ${userId}
      and i.status = 'accepted' and r.status = 'open')`.as('reviewing'),
];

/** The reader's ties as read beside a manuscript's columns. */
export type ReaderTies = {
  co_author: number | boolean;
  assigned: number | boolean;
  team_role: string | null;
  team_chiefs: number | boolean;
  team_associates: number | boolean;
  reviewing: number | boolean;
};

export const findManuscriptForReader = (db: Database, id: number, userId: number) =>
  forReader.first(db, { id, userId });
