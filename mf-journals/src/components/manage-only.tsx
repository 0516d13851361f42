import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@colophon/shared/antd';
import { ButtonLink, useCan } from '@colophon/shared';

/** The form pages are for journal managers: others get an explanation instead of a form the API would refuse. */
export function ManageOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation('journals');
  const canManage = useCan('journals.manage');
  if (canManage) return <>{children}</>;
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      title={t('permissions.manageTitle')}
      description={t('permissions.manageText')}
      action={
        <ButtonLink to="/journals" size="small">
          {t('actions.backToJournals')}
        </ButtonLink>
      }
    />
  );
}
