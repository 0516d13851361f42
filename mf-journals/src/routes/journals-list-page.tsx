import { useTranslation } from 'react-i18next';
import { PlusOutlined } from '@colophon/shared/antd';
import { PageHeader, ButtonLink } from '@colophon/shared';
import { JournalsList } from '../features/journals/components/journals-list';

export function JournalsListPage() {
  const { t } = useTranslation('journals');
  return (
    <>
      <PageHeader
        title={t('list.title')}
        subtitle={t('list.subtitle')}
        extra={
          <ButtonLink to="/journals/create" type="primary" icon={<PlusOutlined />}>
            {t('actions.add')}
          </ButtonLink>
        }
      />
      <JournalsList />
    </>
  );
}
