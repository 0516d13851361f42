import { useTranslation } from 'react-i18next';
import { Select } from '@colophon/shared/antd';
import { JOURNAL_STATUSES } from '../../types';

interface StatusFilterProps {
  value: string;
  onChange: (status: string) => void;
}

/** Narrows the list to one journal status ('' = every status). */
export function StatusFilter({ value, onChange }: StatusFilterProps) {
  const { t } = useTranslation('journals');
  return (
    <Select
      aria-label={t('filters.statusLabel')}
      value={value}
      onChange={onChange}
      style={{ minInlineSize: 180 }}
      options={[
        { value: '', label: t('filters.allStatuses') },
        ...JOURNAL_STATUSES.map((status) => ({
          value: status,
          label: t(`common:status.${status}`),
        })),
      ]}
    />
  );
}
