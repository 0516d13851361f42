import { useTranslation } from 'react-i18next';
import { Badge, Tabs } from '@colophon/shared/antd';
import { EDITORIAL_QUEUE_STAGES, type EditorialQueueStage } from '@colophon/shared/contracts';

interface QueueStageTabsProps {
  stage: EditorialQueueStage | '';
  /** Per stage, under the current assigned/overdue filters; absent while the first page loads. */
  counts: Partial<Record<EditorialQueueStage, number>> | undefined;
  onChange: (stage: EditorialQueueStage | '') => void;
}

const ALL = 'all';

/** "All" and one tab per stage of the editorial flow, each with its count. */
export function QueueStageTabs({ stage, counts, onChange }: QueueStageTabsProps) {
  const { t } = useTranslation('manuscripts');
  const total = counts ? Object.values(counts).reduce((sum, n) => sum + (n ?? 0), 0) : undefined;
  const label = (text: string, count: number | undefined) => (
    <span data-testid="queue-stage-tab">
      {text}
      {count !== undefined && (
        <Badge count={count} showZero color="gray" style={{ marginInlineStart: 6 }} />
      )}
    </span>
  );
  return (
    <Tabs
      activeKey={stage || ALL}
      onChange={(key) => onChange(key === ALL ? '' : (key as EditorialQueueStage))}
      items={[
        { key: ALL, label: label(t('queue.stages.all'), total) },
        ...EDITORIAL_QUEUE_STAGES.map((key) => ({
          key,
          label: label(t(`queue.stages.${key}`), counts?.[key]),
        })),
      ]}
    />
  );
}
