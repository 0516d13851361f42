import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterBar, TagFilter, withAllOption } from '@colophon/shared';
import { STATUS_FILTER_OPTIONS, TYPE_FILTER_OPTIONS } from '../lib/filter-options';
import { type ManuscriptsListParams } from '../lib/list-params';

interface ManuscriptsFiltersProps {
  params: ManuscriptsListParams;
  onSearch: (search: string) => void;
  onStatusChange: (status: string) => void;
  onTypeChange: (type: string) => void;
  onTagChange: (tag: string) => void;
  /** Trailing actions (the CSV export). */
  extra?: ReactNode;
}

export function ManuscriptsFilters({
  params,
  onSearch,
  onStatusChange,
  onTypeChange,
  onTagChange,
  extra,
}: ManuscriptsFiltersProps) {
  const { t } = useTranslation('manuscripts');
  return (
    <FilterBar
      search={{
        value: params.search,
        onSearch,
        label: t('filters.searchLabel'),
        placeholder: t('filters.searchPlaceholder'),
      }}
      selects={[
        {
          label: t('filters.status'),
          value: params.status,
          options: withAllOption(
            t('filters.allStatuses'),
            STATUS_FILTER_OPTIONS.map((status) => ({
              value: status,
              label: t(`statuses.${status}`),
            })),
          ),
          onChange: onStatusChange,
        },
        {
          label: t('filters.type'),
          value: params.type,
          options: withAllOption(
            t('filters.allTypes'),
            TYPE_FILTER_OPTIONS.map((type) => ({ value: type, label: t(`types.${type}`) })),
          ),
          onChange: onTypeChange,
          minWidth: 200,
        },
      ]}
      extra={extra}
    >
      <TagFilter
        value={params.tag}
        onChange={onTagChange}
        label={t('tags.filter')}
        allLabel={t('tags.all')}
      />
    </FilterBar>
  );
}
