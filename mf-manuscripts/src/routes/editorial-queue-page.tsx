import { useTranslation } from 'react-i18next';
import { Result } from '@colophon/shared/antd';
import { ButtonLink, PageHeader, useCan } from '@colophon/shared';
import { EditorialQueue } from '../features/editorial-queue/components/editorial-queue';

export function EditorialQueuePage() {
  const { t } = useTranslation('manuscripts');
  // Editors and administrators only (the API answers 403 to anyone else).
  const allowed = useCan('editorialQueue.view');
  return (
    <>
      <PageHeader title={t('queue.title')} subtitle={t('queue.subtitle')} />
      {allowed ? (
        <EditorialQueue />
      ) : (
        <Result
          status="403"
          title={t('queue.forbiddenTitle')}
          subTitle={t('queue.forbidden')}
          extra={<ButtonLink to="/dashboard">{t('queue.toDashboard')}</ButtonLink>}
        />
      )}
    </>
  );
}
