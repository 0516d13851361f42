import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RequirePermission } from '@colophon/shared';

/**
 * The form pages are for journal managers: anyone else gets the panel's
 * access screen (with a way back to the journals) instead of a form the API
 * would refuse, and the page loads nothing.
 */
export function ManageOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation('journals');
  return (
    <RequirePermission
      permission="journals.manage"
      back={{ to: '/journals', label: t('actions.backToJournals') }}
    >
      {children}
    </RequirePermission>
  );
}
