import { useTranslation } from 'react-i18next';
import { Alert, Flex, Typography } from '@colophon/shared/antd';
import { ReviewerPreferenceList } from './reviewer-preference-list';

/**
 * The submission's optional reviewer lists: whom the authors suggest and whom
 * they ask the editors not to invite. Only the editors read them (and the
 * authors, who wrote them); reviewers never do.
 */
export function ReviewerPreferencesFields({ loadFailed = false }: { loadFailed?: boolean }) {
  const { t } = useTranslation('manuscripts');
  if (loadFailed) {
    return <Alert type="warning" showIcon title={t('reviewerPreferences.loadFailed')} />;
  }
  return (
    <section aria-labelledby="reviewer-preferences-heading">
      <Typography.Title
        level={2}
        id="reviewer-preferences-heading"
        style={{ fontSize: 18, marginBlockStart: 0 }}
      >
        {t('reviewerPreferences.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('reviewerPreferences.hint')}</Typography.Paragraph>
      <Flex vertical gap="large">
        <ReviewerPreferenceList kind="suggested_reviewers" />
        <ReviewerPreferenceList kind="excluded_reviewers" />
      </Flex>
    </section>
  );
}
