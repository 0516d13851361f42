import { useTranslation } from 'react-i18next';
import { Card, Tabs, Typography } from '@colophon/shared/antd';
import { ButtonLink, PageHeader, useCan } from '@colophon/shared';
import { AccountSettings } from './account-settings';
import { AppearanceSettings } from './appearance-settings';
import { NotificationSettings } from './notification-settings';

function ComingSoon({ text }: { text: string }) {
  return <Typography.Paragraph type="secondary">{text}</Typography.Paragraph>;
}

export function SettingsPage() {
  const { t } = useTranslation('host');
  const canManageReleases = useCan('releases.manage');
  const items = [
    { key: 'appearance', label: t('settings.tabs.appearance'), children: <AppearanceSettings /> },
    {
      key: 'account',
      label: t('settings.tabs.account'),
      children: <AccountSettings />,
    },
    {
      key: 'notifications',
      label: t('settings.tabs.notifications'),
      children: <NotificationSettings />,
    },
    {
      key: 'privacy',
      label: t('settings.tabs.privacy'),
      children: <ComingSoon text={t('settings.privacySoon')} />,
    },
  ];
  return (
    <>
      <PageHeader
        title={t('settings.title')}
        subtitle={t('settings.subtitle')}
        extra={
          canManageReleases && <ButtonLink to="/settings/releases">{t('releases.open')}</ButtonLink>
        }
      />
      <Card>
        <Tabs items={items} />
      </Card>
    </>
  );
}
