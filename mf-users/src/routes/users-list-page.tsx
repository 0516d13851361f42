import { useTranslation } from 'react-i18next';
import { PlusOutlined } from '@colophon/shared/antd';
import { PageHeader, ButtonLink } from '@colophon/shared';
import { UsersList } from '../features/users';

export function UsersListPage() {
  const { t } = useTranslation('users');
  return (
    <>
      <PageHeader
        title={t('list.title')}
        subtitle={t('list.subtitle')}
        extra={
          <ButtonLink to="/users/create" type="primary" icon={<PlusOutlined />}>
            {t('actions.add')}
          </ButtonLink>
        }
      />
      <UsersList />
    </>
  );
}
