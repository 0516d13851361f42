import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Empty, Typography } from '@colophon/shared/antd';

export interface EmptyStateProps {
  title?: ReactNode;
  /** Defaults to the translated 'No data'. */
  description?: ReactNode;
  /** A call to action, e.g. a button to create the first item. */
  action?: ReactNode;
}

export function EmptyState({ title, description, action }: EmptyStateProps) {
  const { t } = useTranslation('common');
  return (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      style={{ padding: '24px 0' }}
      description={
        <>
          {title && (
            <Typography.Text strong style={{ display: 'block' }}>
              {title}
            </Typography.Text>
          )}
          <Typography.Text type="secondary">{description ?? t('state.empty')}</Typography.Text>
        </>
      }
    >
      {action}
    </Empty>
  );
}
