import { useTranslation } from 'react-i18next';
import { Flex, Spin, Typography } from '@colophon/shared/antd';

export interface LoadingStateProps {
  /** Defaults to the translated 'Loading...'. */
  label?: string;
}

/** Loading placeholder for a page or a panel. */
export function LoadingState({ label }: LoadingStateProps) {
  const { t } = useTranslation('common');
  return (
    <Flex
      vertical
      align="center"
      justify="center"
      gap="small"
      role="status"
      aria-live="polite"
      style={{ padding: 48 }}
    >
      <Spin aria-hidden="true" />
      <Typography.Text type="secondary">{label ?? t('state.loading')}</Typography.Text>
    </Flex>
  );
}
