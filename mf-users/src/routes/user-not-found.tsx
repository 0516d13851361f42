import { useTranslation } from 'react-i18next';
import { ButtonLink, EmptyState, PageHeader } from '@colophon/shared';

/** An id in the URL that cannot name a user: no call is made. */
export function UserNotFound({ title }: { title: string }) {
  const { t } = useTranslation('users');
  return (
    <>
      <PageHeader title={title} back="/users" backLabel={t('actions.backToUsers')} />
      <EmptyState
        description={t('errors.notFound')}
        action={<ButtonLink to="/users">{t('actions.backToUsers')}</ButtonLink>}
      />
    </>
  );
}
