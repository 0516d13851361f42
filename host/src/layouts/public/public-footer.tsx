import { Link } from '@colophon/shared/router';
import { useTranslation } from 'react-i18next';
import { Layout, Typography } from '@colophon/shared/antd';
import { ContactBlock } from './contact-block';

export function PublicFooter() {
  const { t } = useTranslation('host');
  return (
    <Layout.Footer>
      <div
        style={{
          maxWidth: 1100,
          margin: '0 auto',
          display: 'flex',
          flexWrap: 'wrap',
          gap: 24,
          justifyContent: 'space-between',
        }}
      >
        <div style={{ display: 'flex', flexDirection: 'column', gap: 6 }}>
          <Typography.Text>
            {t('public.footer', { year: new Date().getFullYear() })}
          </Typography.Text>
          <span style={{ display: 'flex', gap: 16 }}>
            <Link to="/terms">{t('auth.register.terms')}</Link>
            <Link to="/privacy">{t('auth.register.privacy')}</Link>
          </span>
        </div>
        <ContactBlock />
      </div>
    </Layout.Footer>
  );
}
