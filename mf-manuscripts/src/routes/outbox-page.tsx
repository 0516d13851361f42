import { useTranslation } from 'react-i18next';
import { PageHeader, RequirePermission } from '@colophon/shared';
import { Outbox } from '../features/outbox/components/outbox';

export function OutboxPage() {
  const { t } = useTranslation('manuscripts');
  // Administrators only (the API answers 403 to anyone else): the panel's access screen.
  return (
    <RequirePermission permission="outbox.view">
      <PageHeader title={t('outbox.title')} subtitle={t('outbox.subtitle')} />
      <Outbox />
    </RequirePermission>
  );
}
