import { useTranslation } from 'react-i18next';
import { Card, Flex, Rate, Tag, Typography } from '@colophon/shared/antd';
import { UserText, formatDate, userBlockProps } from '@colophon/shared';
import { type PeerReview, type Review } from '@colophon/shared/contracts';
import { ReleaseStatus } from './release-status';
import { ReviewRatingControl } from './review-rating-control';
import { ReviewAnswers } from './review-answers';

interface ReviewCardProps {
  review: Review;
  /** The same review as the rounds send it (editors: whether it went out, and in what words). */
  peer: PeerReview | undefined;
  /** Editors see whether it reached the author and the text the author received. */
  editor: boolean;
  /** The reader handles the manuscript: they rate its submitted reviews. */
  canRate?: boolean;
}

const HALF = { flex: '1 1 240px', minInlineSize: 0 } as const;

/** One review with its stars; for editors, whether it went to the author and in what words. */
export function ReviewCard({ review, peer, editor, canRate = false }: ReviewCardProps) {
  const { t } = useTranslation('manuscripts');
  const authorText = editor ? peer?.author_content : null;
  return (
    <Card size="small" data-testid="review">
      <Flex justify="space-between" align="center" wrap gap="small">
        <Rate
          disabled
          value={review.rating}
          count={5}
          aria-label={t('reviews.rated', { rating: review.rating })}
        />
        <Typography.Text type="secondary">
          {review.user ? <UserText>{review.user.name}</UserText> : t('reviews.anonymous')} ·{' '}
          {formatDate(review.created_at)}
          {review.is_verified && (
            <Tag color="green" style={{ marginInlineStart: 8 }}>
              {t('reviews.verified')}
            </Tag>
          )}
        </Typography.Text>
      </Flex>
      {editor && peer && (
        <div style={{ marginBlockStart: 8 }}>
          <ReleaseStatus releasedAt={peer.released_at} />
        </div>
      )}
      {editor && peer?.submitted_at && (
        <div style={{ marginBlockStart: 8 }}>
          <ReviewRatingControl review={peer} canRate={canRate} />
        </div>
      )}
      {review.title && (
        <Typography.Title level={3} dir="auto" style={{ fontSize: 15, marginBlock: 8 }}>
          {review.title}
        </Typography.Title>
      )}
      {authorText ? (
        <Flex wrap gap="middle" style={{ marginBlockStart: 8 }}>
          <div style={HALF}>
            <Typography.Text type="secondary">{t('reviews.original')}</Typography.Text>
            <Typography.Paragraph {...userBlockProps({ marginBlockEnd: 0 })}>
              {review.content}
            </Typography.Paragraph>
          </div>
          <div style={HALF} data-testid="edited-for-author">
            <Tag color="blue">{t('reviews.editedForAuthor')}</Tag>
            <Typography.Paragraph {...userBlockProps({ marginBlockEnd: 0 })}>
              {authorText}
            </Typography.Paragraph>
          </div>
        </Flex>
      ) : (
        <Typography.Paragraph {...userBlockProps({ marginBlockEnd: 0 })}>
          {review.content}
        </Typography.Paragraph>
      )}
      <ReviewAnswers answers={peer?.answers} showAudience={editor} />
    </Card>
  );
}
