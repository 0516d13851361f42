import { useTranslation } from 'react-i18next';
import { Skeleton, Tag, Typography } from '@colophon/shared/antd';
import { LtrText, UserText } from '@colophon/shared';
import { type ReviewerPreference } from '@colophon/shared/contracts';
import { useReviewerPreferences } from '../../../lib/reviewer-preferences';

/**
 * For the editors: whom the authors suggested and asked to exclude, with
 * their reasons, and whether each has an account (one without can only be
 * invited once they register). Reviewers never receive these lists.
 */
export function ReviewerPreferencesSummary({ manuscriptId }: { manuscriptId: number }) {
  const { t } = useTranslation('manuscripts');
  const query = useReviewerPreferences(manuscriptId);
  const heading = (
    <Typography.Title level={3} style={{ fontSize: 16 }}>
      {t('reviewerPreferences.summary.title')}
    </Typography.Title>
  );
  if (query.isPending) return <Skeleton active paragraph={{ rows: 2 }} title={false} />;
  if (query.isError) {
    return (
      <>
        {heading}
        <Typography.Paragraph type="secondary" role="alert">
          {t('reviewerPreferences.summary.failed')}
        </Typography.Paragraph>
      </>
    );
  }
  const { suggested, excluded } = query.data;
  return (
    <>
      {heading}
      {suggested.length === 0 && excluded.length === 0 ? (
        <Typography.Paragraph type="secondary">
          {t('reviewerPreferences.summary.none')}
        </Typography.Paragraph>
      ) : (
        <>
          <PreferenceGroup title={t('reviewerPreferences.suggested.title')} list={suggested} />
          <PreferenceGroup title={t('reviewerPreferences.excluded.title')} list={excluded} />
        </>
      )}
    </>
  );
}

function PreferenceGroup({ title, list }: { title: string; list: ReviewerPreference[] }) {
  const { t } = useTranslation('manuscripts');
  if (list.length === 0) return null;
  return (
    <section aria-label={title}>
      <Typography.Text strong>{title}</Typography.Text>
      <ul style={{ marginBlock: 4, paddingInlineStart: 20 }}>
        {list.map((p) => (
          <li key={p.email}>
            <UserText>{p.name}</UserText> (<LtrText>{p.email}</LtrText>)
            {p.user_id === null && (
              <Tag style={{ marginInlineStart: 8 }}>
                {t('reviewerPreferences.summary.noAccount')}
              </Tag>
            )}
            {p.reason && (
              <>
                {' — '}
                <UserText>{p.reason}</UserText>
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
