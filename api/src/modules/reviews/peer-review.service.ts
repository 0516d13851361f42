// The review of an assigned reviewer, while the manuscript is under review.
// Every assignment is an invitation (reviewers named the older way get an
// accepted one: accepted-assignments.service), so a review answers the
// reviewer's accepted invitation of the open round, which it completes, and
// carries a recommendation.
import {
  type PeerReview,
  type PeerReviewCreateInput,
  REVIEW_MESSAGES as R,
} from '@colophon/shared/contracts';
import type { Database } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { writeAudit } from '../../lib/audit.repository';
import { conflict, fieldError } from '../../lib/http-errors';
import type { AuthUser } from '../auth';
import { discardStored, type StorageConfig } from '../manuscripts';
import type { ManuscriptContext } from '../manuscripts';
import type { TempUpload } from '../manuscripts';
import { insertPeerReview, reviewByIn } from './peer-reviews.repository';
import * as repo from './review-rounds.repository';
import { storeReviewFile, verifyReviewFile } from './review-file';
import { toPeerReview } from './reviews.presenter';
import { policyOf } from '../manuscripts';
import { notifyReviewSubmitted } from '../notifications';
import { msg } from '@colophon/shared/contracts';
import { answersToStore } from '../review-forms';

const CHANGED_MEANWHILE = 'The invitation changed meanwhile; reload it and try again.';

/** Why the reviewer may not review in this round now, or null. */
async function refusal(db: Database, manuscriptId: number, userId: number) {
  const round = await repo.openRoundOf(db, manuscriptId);
  const invitation = round ? await repo.invitationOf(db, round.id, userId) : undefined;
  const reviewed = await reviewByIn(db, manuscriptId, userId, round?.id ?? null);
  if (reviewed || invitation?.status === 'completed') {
    return { error: fieldError('review', R.alreadyReviewed) };
  }
  if (invitation?.status !== 'accepted') {
    return { error: fieldError('status', R.invitationNotAccepted) };
  }
  return { round, invitation };
}

export async function submitReview(
  db: Database,
  actor: AuthUser,
  { row, relation }: ManuscriptContext,
  input: PeerReviewCreateInput,
  upload: { file: TempUpload; storage: StorageConfig } | null = null,
): Promise<PeerReview> {
  if (row.status !== 'under_review') {
    throw fieldError('status', msg('review.onlyUnderReview'));
  }
  const state = await refusal(db, row.id, actor.id);
  if (state.error) throw state.error;
  const { round, invitation } = state;
  if (!input.recommendation) {
    throw fieldError('recommendation', R.recommendationRequired);
  }
  // The journal's review form: its answers checked (422 at answers.<question>) before anything is written.
  const formAnswers = await answersToStore(db, row.journal_id, input);
  const type = upload ? await verifyReviewFile(upload.file) : null;
  let stored: string | null = null;
  const review = await db
    .transaction()
    .execute(async (trx) => {
      const moved = await repo.moveInvitation(trx, invitation.id, ['accepted'], 'completed');
      if (!moved) {
        // A second submission racing the first finds the invitation completed: already reviewed.
        const now = await repo.findInvitation(trx, invitation.id);
        throw now?.status === 'completed'
          ? fieldError('review', R.alreadyReviewed)
          : conflict(CHANGED_MEANWHILE);
      }
      if (upload && type) {
        stored = await storeReviewFile(trx, upload.storage, upload.file, row.id, type.extension);
      }
      const inserted = await insertPeerReview(trx, {
        manuscript_id: row.id,
        user_id: actor.id,
        round_id: round?.id ?? null,
        invitation_id: invitation.id,
        rating: input.rating,
        title: input.title ?? null,
        content: input.content,
        recommendation: input.recommendation ?? null,
        confidential_comments: input.confidential_comments ?? null,
        file_path: stored,
        file_name: upload && stored ? upload.file.originalName : null,
        mime_type: type && stored ? type.mime : null,
        file_size: upload && stored ? upload.file.size : null,
        ...formAnswers,
      });
      await writeAudit(trx, {
        actorId: actor.id,
        entity: 'manuscript',
        entityId: row.id,
        action: 'review_added',
        after: {
          title: row.title,
          review_id: inserted.id,
          rating: input.rating,
          recommendation: input.recommendation ?? null,
        },
      });
      await notifyReviewSubmitted(trx, actor, row);
      return inserted;
    })
    .catch(async (error: unknown) => {
      // Nothing written: the stored file goes too.
      if (upload) await discardStored(db, upload.storage, stored);
      // Two submissions racing past the check: the unique (round_id, user_id) index refuses one.
      if (isUniqueViolation(error)) {
        throw fieldError('review', R.alreadyReviewed);
      }
      throw error;
    });
  const names = new Map([[actor.id, { id: actor.id, name: actor.name }]]);
  // The writer reads their own review in full, whatever the journal.
  return toPeerReview(review, policyOf({ ...relation, reviewer: true }, null), names);
}
