import { useTranslation } from 'react-i18next';
import { Flex, Typography } from '@colophon/shared/antd';
import { EmptyState } from '@colophon/shared';
import { type PeerReview, type Review } from '@colophon/shared/contracts';
import { type Reader } from '../lib/reader';
import { ReviewCard } from './review-card';

interface ReviewListProps {
  /** The reviews the API sends this reader (authors: only those released to them). */
  reviews: readonly Review[];
  /** The same reviews as the rounds send them, by id. */
  peers: ReadonlyMap<number, PeerReview>;
  reader: Exclude<Reader, 'reviewer'>;
  /** The reader handles the manuscript: they rate its reviews. */
  canRate?: boolean;
}

/** The reviews with their average rating; worded for an author or an editor. */
export function ReviewList({ reviews, peers, reader, canRate = false }: ReviewListProps) {
  const { t } = useTranslation('manuscripts');
  if (reviews.length === 0) {
    return (
      <EmptyState
        description={reader === 'author' ? t('reviews.emptyAuthor') : t('reviews.empty')}
      />
    );
  }
  const average = reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length;
  return (
    <Flex vertical gap="middle">
      <Typography.Text>
        {t('reviews.average', { rating: average.toFixed(1), count: reviews.length })}
      </Typography.Text>
      {reviews.map((review) => (
        <ReviewCard
          key={review.id}
          review={review}
          peer={peers.get(review.id)}
          editor={reader === 'editor'}
          canRate={canRate}
        />
      ))}
    </Flex>
  );
}
