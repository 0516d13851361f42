import { useTranslation } from 'react-i18next';
import { Checkbox, Flex, Select } from '@colophon/shared/antd';
import { SearchBox, withAllOption } from '@colophon/shared';
import { type QueueJournalFilter as JournalFilter } from '@colophon/shared/contracts';
import {
  QUEUE_ASSIGNED_FILTERS,
  type QueueAssignedFilter,
  type QueueListParams,
} from '../lib/queue-params';
import { QueueJournalFilter } from './queue-journal-filter';

interface QueueFiltersProps {
  params: Pick<QueueListParams, 'assigned' | 'overdue' | 'search'>;
  /** The journal filter the API applied and the reader's journals (from the answer's meta). */
  journal: JournalFilter | undefined;
  journals: { id: number; title: string }[];
  onJournalChange: (journal: JournalFilter) => void;
  onSearch: (search: string) => void;
  onAssignedChange: (assigned: QueueAssignedFilter | '') => void;
  onOverdueChange: (overdue: boolean) => void;
}

/** Which journals, a title or MS number, whose manuscripts (mine, nobody's, everyone's), only the overdue. */
export function QueueFilters({
  params,
  journal,
  journals,
  onJournalChange,
  onSearch,
  onAssignedChange,
  onOverdueChange,
}: QueueFiltersProps) {
  const { t } = useTranslation('manuscripts');
  return (
    <Flex wrap gap="middle" align="center" style={{ marginBlockEnd: 16 }}>
      <QueueJournalFilter value={journal} journals={journals} onChange={onJournalChange} />
      <SearchBox
        value={params.search}
        onSearch={onSearch}
        label={t('queue.filters.search')}
        placeholder={t('queue.filters.searchPlaceholder')}
      />
      <Select
        aria-label={t('queue.filters.assigned')}
        value={params.assigned}
        onChange={onAssignedChange}
        options={withAllOption(
          t('queue.filters.anyEditor'),
          QUEUE_ASSIGNED_FILTERS.map((value) => ({
            value,
            label: t(`queue.filters.${value}`),
          })),
        )}
        style={{ minInlineSize: 200 }}
        popupMatchSelectWidth={false}
      />
      <Checkbox
        checked={params.overdue}
        onChange={(event) => onOverdueChange(event.target.checked)}
      >
        {t('queue.filters.overdue')}
      </Checkbox>
    </Flex>
  );
}
