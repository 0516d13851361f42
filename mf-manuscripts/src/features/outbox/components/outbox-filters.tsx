import { useTranslation } from 'react-i18next';
import { Button, CloseOutlined, Tag } from '@colophon/shared/antd';
import { formatManuscriptId, FilterBar, withAllOption } from '@colophon/shared';
import { MAIL_STATES } from '@colophon/shared/contracts';
import { type OutboxParams } from '../lib/outbox-params';

interface OutboxFiltersProps {
  params: OutboxParams;
  onSearch: (search: string) => void;
  onStateChange: (state: string) => void;
  onManuscriptClear: () => void;
  onRefresh: () => void;
  refreshing: boolean;
}

/** Search by recipient or subject, the state, the manuscript the list is narrowed to, a refresh. */
export function OutboxFilters({
  params,
  onSearch,
  onStateChange,
  onManuscriptClear,
  onRefresh,
  refreshing,
}: OutboxFiltersProps) {
  const { t } = useTranslation('manuscripts');
  return (
    <FilterBar
      search={{
        value: params.search,
        onSearch,
        label: t('outbox.filters.search'),
        placeholder: t('outbox.filters.searchPlaceholder'),
      }}
      selects={[
        {
          label: t('outbox.filters.state'),
          value: params.state,
          options: withAllOption(
            t('outbox.filters.allStates'),
            MAIL_STATES.map((state) => ({ value: state, label: t(`outbox.states.${state}`) })),
          ),
          onChange: onStateChange,
        },
      ]}
      extra={
        <Button onClick={onRefresh} loading={refreshing}>
          {t('outbox.refresh')}
        </Button>
      }
    >
      {params.manuscript && (
        <Tag
          closable
          closeIcon={<CloseOutlined aria-label={t('outbox.filters.clearManuscript')} />}
          onClose={onManuscriptClear}
          style={{ marginInlineEnd: 0, paddingBlock: 4 }}
        >
          {t('outbox.filters.manuscript', { id: formatManuscriptId(params.manuscript) })}
        </Tag>
      )}
    </FilterBar>
  );
}
