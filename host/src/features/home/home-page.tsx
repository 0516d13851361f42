import { useTranslation } from 'react-i18next';
import { Card, Space, Typography } from '@colophon/shared/antd';
import { useAuthStore, ButtonLink } from '@colophon/shared';
import { QuickAccess } from './quick-access';

export function HomePage() {
  const { t } = useTranslation('host');
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  const user = useAuthStore((state) => state.user);

  return (
    <div style={{ maxWidth: 1100, margin: '0 auto', padding: '48px 16px' }}>
      <section style={{ textAlign: 'center' }}>
        {isAuthenticated && user ? (
          <>
            <Typography.Title level={1}>{t('home.welcome', { name: user.name })}</Typography.Title>
            <Typography.Paragraph type="secondary" style={{ fontSize: 18 }}>
              {t('app.tagline')}
            </Typography.Paragraph>
            <ButtonLink type="primary" size="large" to="/dashboard">
              {t('home.goToDashboard')}
            </ButtonLink>
          </>
        ) : (
          <>
            <Typography.Title level={1}>{t('home.title')}</Typography.Title>
            <Typography.Paragraph type="secondary" style={{ fontSize: 18 }}>
              {t('app.tagline')}
            </Typography.Paragraph>
            <Space size="middle" wrap style={{ justifyContent: 'center' }}>
              <ButtonLink type="primary" size="large" to="/login">
                {t('home.signIn')}
              </ButtonLink>
              <ButtonLink size="large" to="/register">
                {t('home.createAccount')}
              </ButtonLink>
            </Space>
          </>
        )}
      </section>
      {isAuthenticated && <QuickAccess />}
      <Card style={{ marginTop: 32 }}>
        <Typography.Title level={2} style={{ fontSize: 20, marginTop: 0 }}>
          {t('home.aboutTitle')}
        </Typography.Title>
        <Typography.Paragraph style={{ marginBottom: 0 }}>
          {t('home.aboutText')}
        </Typography.Paragraph>
      </Card>
    </div>
  );
}
