import { type ReactNode } from 'react';
import { Link } from '@colophon/shared/router';
import { useTranslation } from 'react-i18next';
import { ArrowLeftOutlined, theme } from '@colophon/shared/antd';
import { Brand } from '../../components/brand';

interface AuthCardProps {
  title: string;
  subtitle: string;
  children: ReactNode;
  footer: ReactNode;
}

/** The centred frame of the sign-in and registration pages. */
export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  const { t } = useTranslation('host');
  const { token } = theme.useToken();
  return (
    <main
      style={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        padding: 16,
        background: token.colorBgLayout,
      }}
    >
      <div style={{ width: '100%', maxWidth: 420 }}>
        <div style={{ display: 'flex', justifyContent: 'center', marginBottom: 24 }}>
          <Brand subtitle={false} />
        </div>
        {/* antd's Card look without antd's Card, which brings Tabs, Menu and Dropdown
            to the sign-in page. */}
        <div
          style={{
            background: token.colorBgContainer,
            border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
            borderRadius: token.borderRadiusLG,
            padding: token.paddingLG,
          }}
        >
          {/* A heading and a line of text in Typography's look, without Typography
              (its ellipsis and copy tools are not needed here). */}
          <h1
            style={{
              fontSize: 24,
              margin: `0 0 ${token.marginSM}px`,
              textAlign: 'center',
              color: token.colorTextHeading,
              fontWeight: token.fontWeightStrong,
              lineHeight: token.lineHeightHeading1,
            }}
          >
            {title}
          </h1>
          <p style={{ margin: '0 0 1em', textAlign: 'center', color: token.colorTextSecondary }}>
            {subtitle}
          </p>
          {children}
          <div style={{ marginTop: 16, textAlign: 'center' }}>{footer}</div>
        </div>
        <div style={{ marginTop: 16, textAlign: 'center' }}>
          <Link to="/">
            <ArrowLeftOutlined aria-hidden="true" /> {t('auth.backToHome')}
          </Link>
        </div>
      </div>
    </main>
  );
}
