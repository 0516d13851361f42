import { useTranslation } from 'react-i18next';
import { Alert, Flex, Skeleton, Typography } from '@colophon/shared/antd';
import { ErrorState, isolate } from '@colophon/shared';
import { type DecisionTimeline, type ReviewRound } from '@colophon/shared/contracts';
import { releasableReviews, type ReleaseChoice, type ReleaseChoices } from '../lib/review-release';
import { ReviewReleaseList } from './review-release-list';

interface DecisionRoundSummaryProps {
  /** The round the decision closes (the latest one); undefined before any review. */
  round: ReviewRound | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  decisions: DecisionTimeline | undefined;
  accepting: boolean;
  choices: ReleaseChoices;
  onChange: (id: number, choice: ReleaseChoice) => void;
  disabled: boolean;
}

/**
 * Before a decision that closes the round: its reviews, each to send to the
 * author or keep with the editors, and the editors' recommendations.
 */
export function DecisionRoundSummary({
  round,
  loading,
  failed,
  onRetry,
  decisions,
  accepting,
  choices,
  onChange,
  disabled,
}: DecisionRoundSummaryProps) {
  const { t } = useTranslation('manuscripts');
  if (failed) return <ErrorState message={t('rounds.loadFailed')} onRetry={onRetry} />;
  if (loading) return <Skeleton active paragraph={{ rows: 2 }} />;
  const open = round?.status === 'open';
  const reviews = open
    ? releasableReviews(round)
    : (round?.reviews ?? []).filter((review) => review.submitted_at !== null);
  const recommendations = (decisions?.data ?? []).filter(
    (entry) => entry.kind === 'recommendation' && (round ? entry.round === round.round : true),
  );
  return (
    <Flex
      vertical
      gap="small"
      style={{ marginBlockEnd: 12 }}
      data-testid={accepting ? 'accept-summary' : 'decision-round-summary'}
    >
      <Typography.Text strong>
        {round ? t('decision.roundReviews', { round: round.round }) : t('decision.noRound')}
      </Typography.Text>
      {round && reviews.length === 0 && (
        <Typography.Text type="secondary">{t('release.none')}</Typography.Text>
      )}
      {round && !open && reviews.length > 0 && (
        <Typography.Text type="secondary">{t('release.decidedBefore')}</Typography.Text>
      )}
      {reviews.length > 0 && (
        <ReviewReleaseList
          reviews={reviews}
          choices={choices}
          onChange={onChange}
          editable={open}
          disabled={disabled}
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
      {accepting && decisions?.meta.accept_needs_reason && (
        <Alert type="warning" showIcon title={t('decision.noCompletedReview')} />
      )}
    </Flex>
  );
}
