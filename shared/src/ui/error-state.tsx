import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, ReloadOutlined } from '@colophon/shared/antd';

export interface ErrorStateProps {
  /** What failed, e.g. 'Failed to fetch journals'. */
  message: ReactNode;
  /** Optional heading above the message. */
  title?: ReactNode;
  /** Shows a Retry button when given. */
  onRetry?: () => void;
}

/** Inline load failure with an optional Retry. */
export function ErrorState({ message, title, onRetry }: ErrorStateProps) {
  const { t } = useTranslation('common');
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={title ?? message}
      description={title ? message : undefined}
      action={
        onRetry && (
          <Button size="small" icon={<ReloadOutlined />} onClick={onRetry}>
            {t('actions.retry')}
          </Button>
        )
      }
      style={{ marginBottom: 16 }}
    />
  );
}
