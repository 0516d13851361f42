import { useTranslation } from 'react-i18next';
import { Select } from '@colophon/shared/antd';
import { JOURNAL_STATUSES } from '@colophon/shared/contracts';

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
        // Written like the status badges (capitalised).
        ...JOURNAL_STATUSES.map((status) => ({
          value: status,
          label: <span>{t(`common:status.${status}`)}</span>,
        })),
      ]}
    />
  );
}
