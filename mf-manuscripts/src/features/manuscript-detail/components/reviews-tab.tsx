import { useState } from 'react';
import { useSearchParams } from '@colophon/shared/router';
import { Flex } from '@colophon/shared/antd';
import { type PeerReview } from '@colophon/shared/contracts';
import { type ManuscriptDetail } from '../../../lib/manuscript';
import { useReviewRounds } from '../api/get-review-rounds';
import { useReader } from '../hooks/use-reader';
import { OwnReviews } from './own-reviews';
import { ReviewDialog } from './review-dialog';
import { ReviewList } from './review-list';
import { ReviewRoundsPanel } from './review-rounds-panel';

/**
 * The review rounds and the reviews, as the API lets the reader see them: an
 * editor everything (and what went to the author), an author the reviews sent
 * to them, a reviewer their own review (the form only while it is due).
 */
export function ReviewsTab({ manuscript }: { manuscript: ManuscriptDetail }) {
  const { id: manuscriptId } = manuscript;
  const { reader, own, canReview } = useReader(manuscript);
  const rounds = useReviewRounds(manuscriptId);
  const peers = new Map<number, PeerReview>(
    (rounds.data?.data ?? []).flatMap((round) => round.reviews.map((r) => [r.id, r] as const)),
  );
  // "Write review" of Review Assignments links here with ?write=1: the form opens at once
  // (once it is known that the review is still due).
  const [searchParams] = useSearchParams();
  const [writing, setWriting] = useState(
    () => manuscript.permissions.review && searchParams.get('write') === '1',
  );

  return (
    <Flex vertical gap="middle">
      <ReviewRoundsPanel
        manuscriptId={manuscriptId}
        canManage={manuscript.permissions.assign_reviewers}
        reader={reader}
      />
      {reader === 'reviewer' ? (
        <OwnReviews own={own} canReview={canReview} onWrite={() => setWriting(true)} />
      ) : (
        <ReviewList
          reviews={manuscript.reviews}
          peers={peers}
          reader={reader}
          canRate={rounds.data?.meta.can_rate ?? false}
        />
      )}
      <ReviewDialog
        manuscriptId={manuscriptId}
        open={writing && canReview && !rounds.isPending}
        onClose={() => setWriting(false)}
      />
    </Flex>
  );
}
