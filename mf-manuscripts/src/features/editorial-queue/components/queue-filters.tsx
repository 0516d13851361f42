import { useTranslation } from 'react-i18next';
import { Checkbox, Flex, Select } from '@colophon/shared/antd';
import { withAllOption } from '@colophon/shared/data-ui';
import {
  QUEUE_ASSIGNED_FILTERS,
  type QueueAssignedFilter,
  type QueueListParams,
} from '../lib/queue-params';

interface QueueFiltersProps {
  params: Pick<QueueListParams, 'assigned' | 'overdue'>;
  onAssignedChange: (assigned: QueueAssignedFilter | '') => void;
  onOverdueChange: (overdue: boolean) => void;
}

/** Whose manuscripts (mine, nobody's, everyone's) and only the overdue ones. */
export function QueueFilters({ params, onAssignedChange, onOverdueChange }: QueueFiltersProps) {
  const { t } = useTranslation('manuscripts');
  return (
    <Flex wrap gap="middle" align="center" style={{ marginBlockEnd: 16 }}>
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
