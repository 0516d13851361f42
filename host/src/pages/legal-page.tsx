import { Link } from '@colophon/shared/router';
import { useTranslation } from 'react-i18next';
import { Card, Typography } from '@colophon/shared/antd';

interface LegalPageProps {
  titleKey: string;
  textKey: string;
}

/** Short placeholder for /terms and /privacy (linked from registration). */
export function LegalPage({ titleKey, textKey }: LegalPageProps) {
  const { t } = useTranslation('host');
  return (
    <main style={{ maxWidth: 720, margin: '0 auto', padding: '48px 16px' }}>
      <Card>
        <Typography.Title level={1} style={{ fontSize: 28 }}>
          {t(titleKey)}
        </Typography.Title>
        <Typography.Paragraph>{t(textKey)}</Typography.Paragraph>
        <Link to="/register">{t('auth.register.title')}</Link>
        {' · '}
        <Link to="/">{t('auth.backToHome')}</Link>
      </Card>
    </main>
  );
}

export const TermsPage = () => <LegalPage titleKey="pages.termsTitle" textKey="pages.termsText" />;
export const PrivacyPage = () => (
  <LegalPage titleKey="pages.privacyTitle" textKey="pages.privacyText" />
);
