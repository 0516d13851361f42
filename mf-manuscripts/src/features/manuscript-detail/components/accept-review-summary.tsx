import { useTranslation } from 'react-i18next';
import { Alert, Flex, Rate, Tag, Typography } from '@colophon/shared/antd';
import { UserText, isolate } from '@colophon/shared';
import { ItemList } from '@colophon/shared/data-ui';
import { type DecisionTimeline, type ReviewRoundsResponse } from '@colophon/shared/contracts';

interface AcceptReviewSummaryProps {
  rounds: ReviewRoundsResponse | undefined;
  decisions: DecisionTimeline | undefined;
}

/** Before accepting: the current round's reviews and the editors' recommendations. */
export function AcceptReviewSummary({ rounds, decisions }: AcceptReviewSummaryProps) {
  const { t } = useTranslation('manuscripts');
  const round = rounds?.data.at(-1);
  const reviews = (round?.reviews ?? []).filter((review) => review.submitted_at !== null);
  const recommendations = (decisions?.data ?? []).filter(
    (entry) => entry.kind === 'recommendation' && (round ? entry.round === round.round : true),
  );
  return (
    <Flex vertical gap="small" style={{ marginBlockEnd: 12 }} data-testid="accept-summary">
      <Typography.Text strong>
        {round ? t('decision.roundReviews', { round: round.round }) : t('decision.noRound')}
      </Typography.Text>
      {reviews.length > 0 && (
        <ItemList
          size="small"
          items={reviews}
          rowKey="id"
          renderItem={(review) => (
            <Flex gap="small" align="center" wrap>
              <span>
                {review.user ? <UserText>{review.user.name}</UserText> : t('reviews.anonymous')}
              </span>
              {review.recommendation && <Tag>{t(`recommendations.${review.recommendation}`)}</Tag>}
              <Rate disabled count={5} value={review.rating} style={{ fontSize: 12 }} />
            </Flex>
          )}
        />
      )}
      {recommendations.map((entry) => (
        <Typography.Text key={entry.id}>
          {t('decision.recommendedBy', {
            name: entry.user ? isolate(entry.user.name) : t('decision.anEditor'),
            recommendation: t(`recommendations.${entry.decision}`, {
              defaultValue: entry.decision,
            }),
          })}
        </Typography.Text>
      ))}
      {decisions?.meta.accept_needs_reason && (
        <Alert type="warning" showIcon title={t('decision.noCompletedReview')} />
      )}
    </Flex>
  );
}
