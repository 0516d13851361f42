import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Flex, Select } from '@colophon/shared/antd';
import { STATUS_FILTER_OPTIONS, TYPE_FILTER_OPTIONS, type ManuscriptsListParams } from '../types';
import { SearchBox } from '@colophon/shared';

interface ManuscriptsFiltersProps {
  params: ManuscriptsListParams;
  onSearch: (search: string) => void;
  onStatusChange: (status: string) => void;
  onTypeChange: (type: string) => void;
  /** Trailing actions (the CSV export). */
  extra?: ReactNode;
}

export function ManuscriptsFilters({
  params,
  onSearch,
  onStatusChange,
  onTypeChange,
  extra,
}: ManuscriptsFiltersProps) {
  const { t } = useTranslation('manuscripts');
  const statusOptions = [
    { value: '', label: t('filters.allStatuses') },
    ...STATUS_FILTER_OPTIONS.map((status) => ({ value: status, label: t(`statuses.${status}`) })),
  ];
  const typeOptions = [
    { value: '', label: t('filters.allTypes') },
    ...TYPE_FILTER_OPTIONS.map((type) => ({ value: type, label: t(`types.${type}`) })),
  ];

  return (
    <Flex wrap gap="small" align="center" style={{ marginBlockEnd: 16 }}>
      <SearchBox
        value={params.search}
        onSearch={onSearch}
        label={t('filters.searchLabel')}
        placeholder={t('filters.searchPlaceholder')}
      />
      <Select
        aria-label={t('filters.status')}
        value={params.status}
        options={statusOptions}
        onChange={onStatusChange}
        style={{ minInlineSize: 180 }}
        popupMatchSelectWidth={false}
      />
      <Select
        aria-label={t('filters.type')}
        value={params.type}
        options={typeOptions}
        onChange={onTypeChange}
        style={{ minInlineSize: 200 }}
        popupMatchSelectWidth={false}
      />
      {extra && <div style={{ marginInlineStart: 'auto' }}>{extra}</div>}
    </Flex>
  );
}
