import { cloneElement, isValidElement, type ReactElement, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Flex, Rate, Typography } from '@colophon/shared/antd';
import { formatDate, toApiError, useNotify, UserText } from '@colophon/shared';
import { type PeerReview, REVIEW_RATING_MAX } from '@colophon/shared/contracts';
import { failureText } from '../../../lib/failure-text';
import { useRateReview } from '../api/rate-review';

interface ReviewRatingControlProps {
  review: PeerReview;
  /** The reader handles the manuscript (the API lets them rate); others read the rating only. */
  canRate: boolean;
}

/** Star n's name for screen readers (antd's stars have none of their own). */
type StarDiv = ReactElement<{ 'aria-label'?: string }>;
const nameStar = (node: ReactNode, label: string): ReactNode => {
  if (!isValidElement<{ children?: ReactNode }>(node)) return node;
  const radio = node.props.children;
  return isValidElement(radio)
    ? cloneElement(node, {}, cloneElement(radio as StarDiv, { 'aria-label': label }))
    : node;
};

/**
 * The editors' rating of a submitted review, 1–5 stars: saved as soon as it
 * is chosen (click, or arrows and Enter), with who rated it last and when.
 * The API sends it to editors only, so nothing here is shown to authors or
 * reviewers; editors who do not handle the manuscript see it read-only.
 */
export function ReviewRatingControl({ review, canRate }: ReviewRatingControlProps) {
  const { t } = useTranslation('manuscripts');
  const notify = useNotify();
  const rate = useRateReview(review.id);
  const current = review.editor_rating ?? null;
  // The value chosen here, until the rounds come back with the saved rating.
  const [chosen, setChosen] = useState<{ value: number; over: string | null } | null>(null);
  const saved = current?.rating ?? 0;
  const shown = chosen && chosen.over === (current?.rated_at ?? null) ? chosen.value : saved;
  if (!canRate && !current) return null;

  const choose = (value: number) => {
    if (value < 1) return;
    setChosen({ value, over: current?.rated_at ?? null });
    rate.mutate(value, {
      onError: (error) => {
        setChosen(null);
        notify.error(failureText(toApiError(error), t('rating.saveFailed')));
      },
    });
  };

  const labelId = `review-rating-${review.id}`;
  return (
    <Flex vertical gap={4} data-testid="review-rating">
      <Flex align="center" gap="small" wrap>
        <Typography.Text strong id={labelId}>
          {t('rating.label')}
        </Typography.Text>
        <Rate
          count={REVIEW_RATING_MAX}
          value={shown}
          onChange={choose}
          allowClear={false}
          disabled={!canRate}
          aria-labelledby={labelId}
          aria-describedby={`${labelId}-help`}
          characterRender={(node, { index = 0 }) => nameStar(node, t(`rating.stars.${index + 1}`))}
          tooltips={Array.from({ length: REVIEW_RATING_MAX }, (_, i) => t(`rating.stars.${i + 1}`))}
        />
      </Flex>
      <Typography.Text type="secondary" id={`${labelId}-help`} role="status" aria-live="polite">
        {rate.isPending ? (
          t('rating.saving')
        ) : current ? (
          <>
            {t('rating.rated', { rating: current.rating, date: formatDate(current.rated_at) })}
            {current.rated_by && (
              <>
                {' · '}
                {t('rating.ratedBy')} <UserText>{current.rated_by.name}</UserText>
              </>
            )}
          </>
        ) : (
          t('rating.notRated')
        )}{' '}
        · {t('rating.editorsOnly')}
      </Typography.Text>
    </Flex>
  );
}
