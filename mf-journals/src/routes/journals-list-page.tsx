import { useTranslation } from 'react-i18next';
import { PlusOutlined } from '@colophon/shared/antd';
import { ButtonLink, PageHeader, useCan } from '@colophon/shared';
import { DeleteJournalButton } from '../features/journal-delete/components/delete-journal-button';
import { JournalsList } from '../features/journals-list/components/journals-list';

export function JournalsListPage() {
  const { t } = useTranslation('journals');
  const canManage = useCan('journals.manage');
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
      <JournalsList renderDeleteAction={(journal) => <DeleteJournalButton journal={journal} />} />
    </>
  );
}
