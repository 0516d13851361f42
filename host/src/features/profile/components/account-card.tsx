import { useTranslation } from 'react-i18next';
import { Card, Descriptions, Flex, Tag } from '@colophon/shared/antd';
import { formatDate } from '@colophon/shared';
import { type User } from '@colophon/shared/contracts';
import { PROFILE_NAMESPACE } from '../locales/register';

/** The account: name, email (verified or not), roles and since when. */
export function AccountCard({ user }: { user: User }) {
  const { t } = useTranslation(PROFILE_NAMESPACE);
  return (
    <Card title={<h2 style={{ margin: 0, fontSize: 'inherit' }}>{t('account.title')}</h2>}>
      <Descriptions
        column={1}
        items={[
          { key: 'name', label: t('account.name'), children: user.name },
          {
            key: 'email',
            label: t('account.email'),
            children: (
              <Flex gap={8} wrap align="center">
                <bdi>{user.email}</bdi>
                <Tag color={user.email_verified_at ? 'green' : 'orange'}>
                  {user.email_verified_at ? t('account.verified') : t('account.unverified')}
                </Tag>
              </Flex>
            ),
          },
          {
            key: 'roles',
            label: t('account.roles'),
            children: (
              <Flex gap={6} wrap>
                {user.roles.map((role) => (
                  <Tag key={role.name} color="geekblue">
                    {t(`roleNames.${role.name}`, { defaultValue: role.name })}
                  </Tag>
                ))}
              </Flex>
            ),
          },
          {
            key: 'since',
            label: t('account.memberSince'),
            children: formatDate(user.created_at),
          },
        ]}
      />
    </Card>
  );
}
