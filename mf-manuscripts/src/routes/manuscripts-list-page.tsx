import { useTranslation } from 'react-i18next';
import { PlusOutlined } from '@colophon/shared/antd';
import { PageHeader, ButtonLink } from '@colophon/shared';
import { ManuscriptsList } from '../features/manuscripts/components/manuscripts-list';

export function ManuscriptsListPage() {
  const { t } = useTranslation('manuscripts');
  return (
    <>
      <PageHeader
        title={t('list.title')}
        subtitle={t('list.subtitle')}
        extra={
          <ButtonLink to="/manuscripts/create" type="primary" icon={<PlusOutlined />}>
            {t('actions.add')}
          </ButtonLink>
        }
      />
      <ManuscriptsList />
    </>
  );
}
