import { useTranslation } from 'react-i18next';
import { PageHeader, RequirePermission } from '@colophon/shared';
import { EditorialQueue } from '../features/editorial-queue/components/editorial-queue';

export function EditorialQueuePage() {
  const { t } = useTranslation('manuscripts');
  // Editors and administrators only (the API answers 403 to anyone else): the panel's access screen.
  return (
    <RequirePermission permission="editorialQueue.view">
      <PageHeader title={t('queue.title')} subtitle={t('queue.subtitle')} />
      <EditorialQueue />
    </RequirePermission>
  );
}
