import { useTranslation } from 'react-i18next';
import { PlusOutlined } from '@colophon/shared/antd';
import { ButtonLink, PageHeader } from '@colophon/shared';
import { JournalsList } from '../features/journals/components/list/journals-list';
import { useJournalPermissions } from '../features/journals/hooks/use-journal-permissions';

export function JournalsListPage() {
  const { t } = useTranslation('journals');
  const { canManage } = useJournalPermissions();
  return (
    <>
      <PageHeader
        title={t('list.title')}
        subtitle={t('list.subtitle')}
        extra={
          canManage && (
            <ButtonLink to="/journals/create" type="primary" icon={<PlusOutlined />}>
              {t('actions.add')}
            </ButtonLink>
          )
        }
      />
      <JournalsList />
    </>
  );
}
