import { useTranslation } from 'react-i18next';
import { Button, Collapse, Result, ReloadOutlined, Typography } from '@colophon/shared/antd';

export interface SectionErrorProps {
  error?: Error | null;
  /** Shows a Retry button when given. */
  onRetry?: () => void;
}

/** A section that failed to load or render: the rest of the panel keeps working. */
export function SectionError({ error, onRetry }: SectionErrorProps) {
  const { t } = useTranslation('common');
  const details = error ? error.message || String(error) : '';
  return (
    <div role="alert">
      <Result
        status="error"
        title={t('section.errorTitle')}
        subTitle={t('section.errorText')}
        extra={
          onRetry && (
            <Button type="primary" icon={<ReloadOutlined />} onClick={onRetry}>
              {t('actions.retry')}
            </Button>
          )
        }
      >
        {details && (
          <Collapse
            ghost
            size="small"
            items={[
              {
                key: 'details',
                label: t('section.errorDetails'),
                children: (
                  <Typography.Paragraph
                    type="secondary"
                    style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}
                  >
                    <code>{details}</code>
                  </Typography.Paragraph>
                ),
              },
            ]}
          />
        )}
      </Result>
    </div>
  );
}
