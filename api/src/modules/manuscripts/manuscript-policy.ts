// The visibility policy (editorial/visibility.ts) for a reader of one
// manuscript: its journal's settings with the reader's relation. Lists build
// a lighter one per row, since they show no review data.
import type { Database } from '../../db/database';
import { toBool } from '../../db/portable';
import { type JournalSettings, type Policy, policyFor, reviewTypeOf } from '../editorial';
import type { AuthUser } from '../auth';
import { ADMIN_ROLES, hasAnyRole } from '../../lib/roles';
import {
  isEditor,
  isReviewerRole,
  type ManuscriptContext,
  type Relation,
} from './manuscript-access';

/** The journal columns the policy reads (share_reviews_with_reviewers is 0/1 on SQLite). */
export type JournalVisibility = {
  peer_review_type: string;
  share_reviews_with_reviewers?: unknown;
};

export const settingsOf = (journal: JournalVisibility | null | undefined): JournalSettings => ({
  reviewType: reviewTypeOf(journal?.peer_review_type),
  shareReviews: toBool(journal?.share_reviews_with_reviewers),
});

export const policyOf = (relation: Relation, journal: JournalVisibility | null | undefined) =>
  policyFor(relation, settingsOf(journal));

/** The journal's review settings. */
export const journalVisibilityOf = (db: Database, journalId: number) =>
  db
    .selectFrom('journals')
    .select(['peer_review_type', 'share_reviews_with_reviewers'])
    .where('id', '=', journalId)
    .executeTakeFirst();

/** The policy for the request's reader of the guarded manuscript. */
export async function policyForContext(db: Database, context: ManuscriptContext): Promise<Policy> {
  const journal =
    context.detail?.journal ?? (await journalVisibilityOf(db, context.row.journal_id));
  return policyOf(context.relation, journal);
}

/**
 * A list row's policy. A list shows no review data, only who wrote it: editors
 * see that (outside editors included), authors see their own, and a reviewer
 * sees it unless the review is double-blind. A non-editor sees only
 * manuscripts they wrote or review.
 */
export function listPolicy(
  actor: AuthUser,
  row: { submitter_id: number },
  journal: JournalVisibility | null | undefined,
): Policy {
  // Someone without the reviewer role lists only what they wrote.
  const author = row.submitter_id === actor.id || !isReviewerRole(actor);
  return policyOf(
    {
      userId: actor.id,
      staff: false,
      admin: hasAnyRole(actor, ADMIN_ROLES),
      editor: false,
      outsideEditor: isEditor(actor),
      author,
      submitter: row.submitter_id === actor.id,
      reviewer: !author,
    },
    journal,
  );
}
