import { useTranslation } from 'react-i18next';
import { Flex, Typography } from '@colophon/shared/antd';
import { isolate, userBlockProps } from '@colophon/shared';
import { type EditorialDecisionEntry, type ReviewRound } from '@colophon/shared/contracts';

interface RoundNotesProps {
  round: ReviewRound;
  /** The decision timeline's entries (the API sends recommendations to editors only). */
  entries: readonly EditorialDecisionEntry[];
}

/** What the editors weigh beside the table: recommendations and confidential comments of the round. */
export function RoundNotes({ round, entries }: RoundNotesProps) {
  const { t } = useTranslation('manuscripts');
  const recommendations = entries.filter(
    (entry) => entry.kind === 'recommendation' && entry.round === round.round,
  );
  // The API leaves confidential comments out for anyone who may not read them.
  const confidential = round.reviews.filter((review) => review.confidential_comments);
  if (recommendations.length === 0 && confidential.length === 0) return null;
  return (
    <Flex vertical gap={4} style={{ marginBlockStart: 8 }}>
      {recommendations.map((entry) => (
        <Typography.Text key={`r${entry.id}`}>
          {t('decision.recommendedBy', {
            name: entry.user ? isolate(entry.user.name) : t('decision.anEditor'),
            recommendation: t(`recommendations.${entry.decision}`, {
              defaultValue: entry.decision,
            }),
          })}
          {entry.notes && (
            <Typography.Text type="secondary">
              {' — '}
              <bdi dir="auto">{entry.notes}</bdi>
            </Typography.Text>
          )}
        </Typography.Text>
      ))}
      {confidential.map((review) => (
        <Typography.Paragraph key={`c${review.id}`} style={{ marginBlockEnd: 0 }}>
          <Typography.Text strong>
            {t('rounds.confidentialFrom', {
              name: review.user ? isolate(review.user.name) : t('reviews.anonymous'),
            })}
          </Typography.Text>{' '}
          <span {...userBlockProps({ display: 'block' })}>{review.confidential_comments}</span>
        </Typography.Paragraph>
      ))}
    </Flex>
  );
}
