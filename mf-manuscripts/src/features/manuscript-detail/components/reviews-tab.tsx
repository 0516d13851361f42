import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@colophon/shared/router';
import { Button, Card, EditOutlined, Flex, Rate, Tag, Typography } from '@colophon/shared/antd';
import { EmptyState, UserText, formatDate, userBlockProps } from '@colophon/shared';
import { type ManuscriptDetail } from '../../../lib/manuscript';
import { ReviewDialog } from './review-dialog';
import { ReviewRoundsPanel } from './review-rounds-panel';

interface ReviewsTabProps {
  manuscript: Pick<ManuscriptDetail, 'id' | 'reviews' | 'permissions'>;
}

/** The reviews with their 5-star ratings; an assigned reviewer can add one. */
export function ReviewsTab({ manuscript }: ReviewsTabProps) {
  const { id: manuscriptId, reviews } = manuscript;
  const canReview = manuscript.permissions.review;
  const { t } = useTranslation('manuscripts');
  // "Write review" of Review Assignments links here with ?write=1: the form opens at once.
  const [searchParams] = useSearchParams();
  const [writing, setWriting] = useState(() => canReview && searchParams.get('write') === '1');
  const average = reviews.length
    ? reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length
    : null;

  return (
    <Flex vertical gap="middle">
      <ReviewRoundsPanel
        manuscriptId={manuscriptId}
        canManage={manuscript.permissions.assign_reviewers}
      />
      <Flex justify="space-between" align="center" wrap gap="small">
        {average !== null ? (
          <Typography.Text>
            {t('reviews.average', { rating: average.toFixed(1), count: reviews.length })}
          </Typography.Text>
        ) : (
          <span />
        )}
        {canReview && (
          <Button type="primary" icon={<EditOutlined />} onClick={() => setWriting(true)}>
            {t('reviews.write')}
          </Button>
        )}
      </Flex>
      {reviews.length === 0 && <EmptyState description={t('reviews.empty')} />}
      {reviews.map((review) => (
        <Card key={review.id} size="small" data-testid="review">
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
          {review.title && (
            <Typography.Title level={3} dir="auto" style={{ fontSize: 15, marginBlock: 8 }}>
              {review.title}
            </Typography.Title>
          )}
          <Typography.Paragraph {...userBlockProps({ marginBlockEnd: 0 })}>
            {review.content}
          </Typography.Paragraph>
        </Card>
      ))}
      <ReviewDialog manuscriptId={manuscriptId} open={writing} onClose={() => setWriting(false)} />
    </Flex>
  );
}
