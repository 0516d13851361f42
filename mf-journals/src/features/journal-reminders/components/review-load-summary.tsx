import { useTranslation } from 'react-i18next';
import { Typography } from '@colophon/shared/antd';

/** The limit in a sentence: when the reviewer finder flags a reviewer, or that it never does. */
export function useReviewLoadText(limit: number | null | undefined): string {
  const { t } = useTranslation('journals');
  return typeof limit === 'number' ? t('reviewLoad.limit', { count: limit }) : t('reviewLoad.none');
}

/** The journal's maximum of open reviews per reviewer, read out beside its reminders. */
export function ReviewLoadSummary({ limit }: { limit: number | null | undefined }) {
  const { t } = useTranslation('journals');
  const text = useReviewLoadText(limit);
  return (
    <section aria-labelledby="review-load-title" data-testid="review-load">
      <Typography.Title level={5} id="review-load-title">
        {t('reviewLoad.title')}
      </Typography.Title>
      <Typography.Paragraph style={{ margin: 0, maxInlineSize: '60ch' }}>
        {text}
      </Typography.Paragraph>
    </section>
  );
}
