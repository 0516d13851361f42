import { useTranslation } from 'react-i18next';
import { Tag } from '@colophon/shared/antd';
import { statusVariant, VARIANT_TAG_COLORS } from './status-colors';

export interface StatusBadgeProps {
  /** A manuscript, journal or account status such as 'under_review'. */
  status: string;
}

/** A status as a coloured, translated label, written as each language writes it (no CSS capitalising:
 * German capitalises nouns only). */
export function StatusBadge({ status }: StatusBadgeProps) {
  const { t } = useTranslation('common');
  const variant = statusVariant(status);
  const label = t(`status.${status}`, { defaultValue: status.replace(/_/g, ' ') });
  return (
    <Tag color={VARIANT_TAG_COLORS[variant]} data-status={status} data-variant={variant}>
      {label}
    </Tag>
  );
}
