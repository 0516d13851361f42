import { useTranslation } from 'react-i18next';
import { ArrowLeftOutlined, Result } from '@colophon/shared/antd';
import { ButtonLink } from '@colophon/shared';

/** A manuscript that does not exist, or is not the reader's to see (the API answers 404 alike). */
export function ManuscriptNotFound() {
  const { t } = useTranslation('manuscripts');
  return (
    <Result
      status="404"
      title={<h1 style={{ fontSize: 24, margin: 0 }}>{t('errors.notFound')}</h1>}
      subTitle={t('errors.notFoundHint')}
      extra={
        <ButtonLink to="/manuscripts" type="primary" icon={<ArrowLeftOutlined />}>
          {t('actions.backToManuscripts')}
        </ButtonLink>
      }
    />
  );
}
