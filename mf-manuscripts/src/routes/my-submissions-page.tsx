import { useTranslation } from 'react-i18next';
import { PlusOutlined } from '@colophon/shared/antd';
import { PageHeader, ButtonLink } from '@colophon/shared';
import { MySubmissions } from '../features/submissions/components/my-submissions';

export function MySubmissionsPage() {
  const { t } = useTranslation('manuscripts');
  return (
    <>
      <PageHeader
        title={t('submissions.title')}
        subtitle={t('submissions.subtitle')}
        extra={
          <ButtonLink to="/manuscripts/create" type="primary" icon={<PlusOutlined />}>
            {t('submissions.new')}
          </ButtonLink>
        }
      />
      <MySubmissions />
    </>
  );
}
