import { useTranslation } from 'react-i18next';
import {
  Button,
  Card,
  CheckCircleOutlined,
  DownloadOutlined,
  EditOutlined,
  Flex,
  Rate,
  Tag,
  Typography,
} from '@colophon/shared/antd';
import { EmptyState, UserText, formatDate, useNotify, userBlockProps } from '@colophon/shared';
import { type PeerReview } from '@colophon/shared/contracts';
import { downloadReviewFile } from '../api/download-review-file';
import { type OwnReviews as Own } from '../lib/reader';
import { ConfidentialComments } from './confidential-comments';
import { ReleaseStatus } from './release-status';
import { ReviewAnswers } from './review-answers';

interface OwnReviewsProps {
  own: Own;
  /** May write the review of the round now. */
  canReview: boolean;
  onWrite: () => void;
}

/**
 * A reviewer's side of the Reviews tab: their own reviews as they sent them
 * (the API sends them no one else's), or the way to write the one due.
 */
export function OwnReviews({ own, canReview, onWrite }: OwnReviewsProps) {
  const { t } = useTranslation('manuscripts');
  const write = canReview && (
    <Button type="primary" icon={<EditOutlined />} onClick={onWrite}>
      {t('reviews.write')}
    </Button>
  );
  if (own.reviews.length === 0) {
    return <EmptyState description={t('reviews.emptyReviewer')} action={write || undefined} />;
  }
  return (
    <Flex vertical gap="middle">
      {write && <Flex justify="end">{write}</Flex>}
      {own.reviews.map(({ review, round }, index) => (
        <OwnReviewCard
          key={review.id}
          review={review}
          round={round}
          current={index === 0 && own.submitted}
        />
      ))}
    </Flex>
  );
}

function OwnReviewCard({
  review,
  round,
  current,
}: {
  review: PeerReview;
  round: number;
  /** Their review of the latest round: the one the screen confirms as submitted. */
  current: boolean;
}) {
  const { t } = useTranslation('manuscripts');
  const notify = useNotify();
  const file = review.file;
  const heading = `own-review-${review.id}`;
  return (
    <Card size="small" data-testid="own-review" role="region" aria-labelledby={heading}>
      <Flex vertical gap={8}>
        <Flex gap="small" align="center" wrap>
          <Typography.Title level={3} id={heading} style={{ fontSize: 15, margin: 0 }}>
            {current ? (
              <>
                <Typography.Text type="success" style={{ marginInlineEnd: 6 }}>
                  <CheckCircleOutlined aria-hidden />
                </Typography.Text>
                {t('reviews.submitted')}
              </>
            ) : (
              t('reviews.yourReview', { round })
            )}
          </Typography.Title>
          <ReleaseStatus releasedAt={review.released_at} />
        </Flex>
        <Typography.Text type="secondary">
          {t('assignments.round', { round })}
          {review.submitted_at &&
            ` · ${t('reviews.submittedOn', { date: formatDate(review.submitted_at) })}`}
        </Typography.Text>
        <Flex gap="small" align="center" wrap>
          <Rate
            disabled
            value={review.rating}
            count={5}
            aria-label={t('reviews.rated', { rating: review.rating })}
          />
          {review.recommendation && (
            <Tag>
              {t('reviews.recommendation')}: {t(`recommendations.${review.recommendation}`)}
            </Tag>
          )}
        </Flex>
        {review.title && (
          <Typography.Text strong dir="auto">
            {review.title}
          </Typography.Text>
        )}
        <div>
          <Typography.Text type="secondary">{t('reviews.commentsToAuthor')}</Typography.Text>
          <Typography.Paragraph {...userBlockProps({ marginBlockEnd: 0 })}>
            {review.content}
          </Typography.Paragraph>
        </div>
        <ReviewAnswers answers={review.answers} showAudience />
        <ConfidentialComments text={review.confidential_comments} />
        {file && (
          <div>
            <Button
              size="small"
              icon={<DownloadOutlined />}
              // A long file name wraps inside the card instead of widening the page.
              style={{ maxInlineSize: '100%', blockSize: 'auto', whiteSpace: 'normal' }}
              aria-label={t('revisions.downloadNamed', { version: file.file_name })}
              onClick={() =>
                void downloadReviewFile({ id: review.id, file }).catch(() =>
                  notify.error(t('revisions.downloadFailed')),
                )
              }
            >
              <UserText>{file.file_name}</UserText>
            </Button>
          </div>
        )}
      </Flex>
    </Card>
  );
}
