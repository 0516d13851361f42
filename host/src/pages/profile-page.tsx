import { useTranslation } from 'react-i18next';
import { Card, Typography } from '@colophon/shared/antd-shell';
import { PageHeader } from '@colophon/shared';

export function ProfilePage() {
  const { t } = useTranslation('host');
  return (
    <>
      <PageHeader title={t('pages.profileTitle')} />
      <Card>
        <Typography.Paragraph style={{ margin: 0 }}>{t('pages.comingSoon')}</Typography.Paragraph>
      </Card>
    </>
  );
}
