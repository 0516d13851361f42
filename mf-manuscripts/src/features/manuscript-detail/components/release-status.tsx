import { useTranslation } from 'react-i18next';
import { Tag } from '@colophon/shared/antd';
import { formatDate } from '@colophon/shared';

/** Whether a review has gone to the author: with the editors until a decision releases it. */
export function ReleaseStatus({ releasedAt }: { releasedAt: string | null }) {
  const { t } = useTranslation('manuscripts');
  return releasedAt === null ? (
    <Tag data-testid="release-status" data-released="false">
      {t('reviews.withEditors')}
    </Tag>
  ) : (
    <Tag color="green" data-testid="release-status" data-released="true">
      {t('reviews.sentOn', { date: formatDate(releasedAt) })}
    </Tag>
  );
}
