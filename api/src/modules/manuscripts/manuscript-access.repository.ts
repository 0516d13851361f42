// SQL of who a manuscript belongs to: the ids a reader may see (a subquery the
// lists are scoped by) and a reader's ties to one manuscript. The rules that
// use them live in manuscript-access.ts.
import type { Database } from '../../db/database';

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
        .where('user_id', '=', userId),
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

/** Whether `userId` is linked to one of the manuscript's author rows. */
export const isCoAuthor = (db: Database, manuscriptId: number, userId: number) =>
  db
    .selectFrom('manuscript_authors')
    .select('id')
    .where('manuscript_id', '=', manuscriptId)
    .where('user_id', '=', userId)
    .executeTakeFirst()
    .then(Boolean);

/** Whether `userId` is assigned to review the manuscript. */
export const isAssignedReviewer = (db: Database, manuscriptId: number, userId: number) =>
  db
    .selectFrom('review_assignments')
    .select('id')
    .where('manuscript_id', '=', manuscriptId)
    .where('reviewer_id', '=', userId)
    .executeTakeFirst()
    .then(Boolean);
