// The Health tab: the period, the window's summary and the three charts of one
// section, asked again every 15 s while shown.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Empty, Flex, Segmented, Typography } from '@colophon/shared/antd';
import { ErrorState, LoadingState } from '@colophon/shared';
import { type SectionName } from '@colophon/shared/contracts';
import { sectionHealthQueryOptions } from '../../api/get-section-health';
import { hasReports, HEALTH_METRICS, healthChartModel } from '../../lib/health-chart-model';
import { HealthChart } from './health-chart';
import { HealthSummary } from './health-summary';
import { HEALTH_PERIODS, type HealthPeriod, useHealthPeriod } from './use-health-period';

export function HealthView({ section }: { section: SectionName }) {
  const { t } = useTranslation('host');
  const [period, setPeriod] = useHealthPeriod();
  const health = useQuery(sectionHealthQueryOptions(section, period));

  let body;
  if (health.isPending) body = <LoadingState />;
  else if (health.isError) {
    body = (
      <ErrorState message={t('releases.health.loadFailed')} onRetry={() => void health.refetch()} />
    );
  } else if (!hasReports(health.data)) {
    body = (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={
          <Flex vertical gap={4}>
            <Typography.Text strong>{t('releases.health.empty')}</Typography.Text>
            <Typography.Text type="secondary">{t('releases.health.emptyText')}</Typography.Text>
          </Flex>
        }
      />
    );
  } else {
    const data = health.data;
    body = (
      <Flex vertical gap={24}>
        <HealthSummary health={data} />
        {HEALTH_METRICS.map((metric) => (
          <HealthChart
            key={metric}
            id={`health-${section}-${metric}`}
            title={t(`releases.health.charts.${metric}`)}
            model={healthChartModel(data, metric)}
            policy={data.policy}
            minutes={period}
          />
        ))}
      </Flex>
    );
  }

  return (
    <Flex vertical gap={16} style={{ minInlineSize: 0 }}>
      <Segmented<HealthPeriod>
        aria-label={t('releases.health.period')}
        value={period}
        onChange={setPeriod}
        options={HEALTH_PERIODS.map((minutes) => ({
          value: minutes,
          label: t(`releases.health.periods.${minutes}`),
        }))}
        style={{ alignSelf: 'start', maxInlineSize: '100%', overflowX: 'auto' }}
      />
      {body}
    </Flex>
  );
}
