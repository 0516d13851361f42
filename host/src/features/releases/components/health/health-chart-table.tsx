import { useTranslation } from 'react-i18next';
import { Table } from '@colophon/shared/antd';
import { useLanguage } from '@colophon/shared';
import {
  type HealthChartModel,
  type HealthChartRow,
  reportedRows,
} from '../../lib/health-chart-model';
import { formatCount, formatMinute } from '../../lib/health-format';

interface HealthChartTableProps {
  caption: string;
  model: HealthChartModel;
  format: (value: number | null) => string;
}

/** A chart's figures as a captioned table: the minutes with reports, each channel's figure and sample. */
export function HealthChartTable({ caption, model, format }: HealthChartTableProps) {
  const { t } = useTranslation('host');
  const language = useLanguage();
  const countKey =
    model.metric === 'errorRate'
      ? 'releases.health.charts.countSessions'
      : 'releases.health.charts.countValues';
  const count = (value: number) => formatCount(value, language);
  return (
    <Table<HealthChartRow>
      size="small"
      rowKey="minute"
      dataSource={reportedRows(model)}
      pagination={{ pageSize: 15, hideOnSinglePage: true, size: 'small' }}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('releases.health.charts.noRows') }}
      caption={
        <span style={{ display: 'block', textAlign: 'start', paddingBlock: 4 }}>{caption}</span>
      }
      columns={[
        {
          title: t('releases.health.charts.minute'),
          dataIndex: 'minute',
          render: (minute: string) => formatMinute(minute, language),
        },
        {
          title: t('releases.health.charts.canary'),
          dataIndex: 'canary',
          align: 'end',
          render: format,
        },
        {
          title: t(countKey, { channel: t('releases.health.charts.canary') }),
          dataIndex: 'canaryCount',
          align: 'end',
          render: count,
        },
        {
          title: t('releases.health.charts.stable'),
          dataIndex: 'stable',
          align: 'end',
          render: format,
        },
        {
          title: t(countKey, { channel: t('releases.health.charts.stable') }),
          dataIndex: 'stableCount',
          align: 'end',
          render: count,
        },
        ...(model.watched
          ? [
              {
                title: t('releases.health.charts.threshold'),
                dataIndex: 'threshold',
                align: 'end' as const,
                render: format,
              },
            ]
          : []),
      ]}
    />
  );
}
