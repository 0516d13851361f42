import { Link } from '@colophon/shared/router';
import { useTranslation } from 'react-i18next';
import { BookOutlined, theme } from '@colophon/shared/antd';

interface BrandProps {
  /** Icon only (collapsed sidebar). */
  compact?: boolean;
  /** Show the 'Admin Panel' subtitle. */
  subtitle?: boolean;
  to?: string;
}

/** Product name with its mark; links home. */
export function Brand({ compact = false, subtitle = true, to = '/' }: BrandProps) {
  const { t } = useTranslation('host');
  const { token } = theme.useToken();
  return (
    <Link
      to={to}
      aria-label={compact ? t('app.name') : undefined}
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 10,
        color: token.colorText,
        minWidth: 0,
      }}
    >
      <span
        aria-hidden="true"
        style={{
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          flex: 'none',
          width: 36,
          height: 36,
          borderRadius: token.borderRadiusLG,
          background: token.colorPrimary,
          color: token.colorWhite,
          fontSize: 18,
        }}
      >
        <BookOutlined />
      </span>
      {!compact && (
        <span style={{ display: 'flex', flexDirection: 'column', lineHeight: 1.2, minWidth: 0 }}>
          <span style={{ fontWeight: 700, fontSize: 18 }}>{t('app.name')}</span>
          {subtitle && (
            <span style={{ fontSize: 12, color: token.colorTextSecondary }}>
              {t('app.subtitle')}
            </span>
          )}
        </span>
      )}
    </Link>
  );
}
