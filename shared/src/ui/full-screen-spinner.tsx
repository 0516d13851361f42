import { useTranslation } from 'react-i18next';
import { Spin, theme } from '@colophon/shared/antd';

export interface FullScreenSpinnerProps {
  /** Accessible name; defaults to the translated 'Loading...'. */
  label?: string;
}

/** Covers the page while the session is checked, so no screen flashes before it is known. */
export function FullScreenSpinner({ label }: FullScreenSpinnerProps) {
  const { t } = useTranslation('common');
  const { token } = theme.useToken();
  return (
    <div
      role="status"
      aria-label={label ?? t('state.loading')}
      style={{
        position: 'fixed',
        inset: 0,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: token.colorBgLayout,
        zIndex: 1000,
      }}
    >
      <Spin size="large" />
    </div>
  );
}
