import { useTranslation } from 'react-i18next';
import { Result } from '@colophon/shared/antd';
import { useAuthStore, ButtonLink } from '@colophon/shared';

/** Unknown paths, including the sidebar's screens that do not exist yet (/tags, …). */
export function NotFoundPage() {
  const { t } = useTranslation('host');
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  return (
    <Result
      status="404"
      title={<h1 style={{ fontSize: 24, margin: 0 }}>{t('pages.notFoundTitle')}</h1>}
      subTitle={t('pages.notFoundText')}
      extra={
        <ButtonLink type="primary" to={isAuthenticated ? '/dashboard' : '/'}>
          {t('pages.backHome')}
        </ButtonLink>
      }
    />
  );
}
