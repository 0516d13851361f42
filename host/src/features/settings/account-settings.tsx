import { useTranslation } from 'react-i18next';
import { Flex, Typography, UserOutlined } from '@colophon/shared/antd';
import { ButtonLink } from '@colophon/shared';

/** Settings → Account: the account lives on the profile page. */
export function AccountSettings() {
  const { t } = useTranslation('host');
  return (
    <Flex vertical gap={12} align="flex-start">
      <Typography.Paragraph style={{ margin: 0 }}>{t('settings.accountText')}</Typography.Paragraph>
      <ButtonLink to="/profile" icon={<UserOutlined />}>
        {t('settings.accountOpen')}
      </ButtonLink>
    </Flex>
  );
}
