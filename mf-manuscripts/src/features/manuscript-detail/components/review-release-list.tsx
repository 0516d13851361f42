import { useTranslation } from 'react-i18next';
import { Card, Flex, Input, Rate, Switch, Tag, Typography } from '@colophon/shared/antd';
import { UserText, userBlockProps, FieldFrame } from '@colophon/shared';
import { type PeerReview } from '@colophon/shared/contracts';
import { choiceFor, type ReleaseChoice, type ReleaseChoices } from '../lib/review-release';
import { LETTER_LIMIT } from './letter-and-note-fields';
import { ConfidentialComments } from './confidential-comments';
import { ReleaseStatus } from './release-status';

interface ReviewReleaseListProps {
  reviews: readonly PeerReview[];
  choices: ReleaseChoices;
  onChange: (id: number, choice: ReleaseChoice) => void;
  /** The round is open: the editor chooses; otherwise the reviews are shown as they went. */
  editable: boolean;
  disabled: boolean;
}

/**
 * The round's reviews in a decision: per review, whether it goes to the
 * author and the text the author receives (the reviewer's original stays with
 * the editors), beside what only the editors read.
 */
export function ReviewReleaseList({
  reviews,
  choices,
  onChange,
  editable,
  disabled,
}: ReviewReleaseListProps) {
  const { t } = useTranslation('manuscripts');
  return (
    <Flex vertical gap="small" data-testid="review-release-list">
      {reviews.map((review, index) => {
        const choice = choiceFor(review, choices);
        const base = `release-${review.id}`;
        const edited = choice.text.trim() !== '' && choice.text.trim() !== review.content.trim();
        return (
          <Card key={review.id} size="small" role="group" aria-labelledby={`${base}-name`}>
            <Flex vertical gap={8}>
              <Flex gap="small" align="center" wrap>
                <Typography.Text strong id={`${base}-name`}>
                  {review.user ? (
                    <UserText>{review.user.name}</UserText>
                  ) : (
                    t('release.reviewerN', { n: index + 1 })
                  )}
                </Typography.Text>
                <Rate
                  disabled
                  count={5}
                  value={review.rating}
                  aria-label={t('reviews.rated', { rating: review.rating })}
                  style={{ fontSize: 12 }}
                />
                {review.recommendation && (
                  <Tag>{t(`recommendations.${review.recommendation}`)}</Tag>
                )}
                {!editable && <ReleaseStatus releasedAt={review.released_at} />}
              </Flex>
              {editable ? (
                <>
                  <Flex gap={8} align="center">
                    <Switch
                      id={`${base}-send`}
                      checked={choice.release}
                      disabled={disabled}
                      onChange={(release) => onChange(review.id, { ...choice, release })}
                    />
                    <label htmlFor={`${base}-send`}>{t('release.send')}</label>
                  </Flex>
                  {choice.release ? (
                    <FieldFrame
                      id={`${base}-text`}
                      label={t('release.authorText')}
                      extra={t('release.authorTextHelp')}
                      layout="vertical"
                      itemProps={{ style: { marginBlockEnd: 0 } }}
                    >
                      {(a11y) => (
                        <Input.TextArea
                          {...a11y}
                          value={choice.text}
                          onChange={(event) =>
                            onChange(review.id, { ...choice, text: event.target.value })
                          }
                          autoSize={{ minRows: 3, maxRows: 10 }}
                          maxLength={LETTER_LIMIT}
                          disabled={disabled}
                        />
                      )}
                    </FieldFrame>
                  ) : (
                    <Typography.Text type="secondary">{t('release.withheld')}</Typography.Text>
                  )}
                  {choice.release && edited && (
                    <div>
                      <Typography.Text type="secondary">{t('reviews.original')}</Typography.Text>
                      <Typography.Paragraph {...userBlockProps({ marginBlockEnd: 0 })}>
                        {review.content}
                      </Typography.Paragraph>
                    </div>
                  )}
                </>
              ) : (
                <Typography.Paragraph {...userBlockProps({ marginBlockEnd: 0 })}>
                  {review.content}
                </Typography.Paragraph>
              )}
              <ConfidentialComments text={review.confidential_comments} />
            </Flex>
          </Card>
        );
      })}
    </Flex>
  );
}
