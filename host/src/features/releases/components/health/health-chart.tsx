// One health figure (error rate, INP or LCP) over the period: the drawn chart,
// or the same figures as a table for screen readers and keyboard users.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Flex, Segmented, Typography } from '@colophon/shared/antd';
import { useLanguage } from '@colophon/shared';
import { type RolloutPolicy } from '@colophon/shared/contracts';
import { type HealthChartModel } from '../../lib/health-chart-model';
import { formatMs, formatPercent, formatRatio } from '../../lib/health-format';
import { HealthChartTable } from './health-chart-table';
import { HealthDrawnChart } from './health-drawn-chart';

type View = 'chart' | 'table';

interface HealthChartProps {
  /** Unique per section and figure: names the heading and the view switch. */
  id: string;
  title: string;
  model: HealthChartModel;
  policy: RolloutPolicy;
  /** The period (minutes up to now) the chart spans. */
  minutes: number;
}

export function HealthChart({ id, title, model, policy, minutes }: HealthChartProps) {
  const { t } = useTranslation('host');
  const language = useLanguage();
  const [view, setView] = useState<View>('chart');
  const vital = model.metric === 'errorRate' ? null : model.metric;
  const limit = vital === 'inp' ? policy.max_inp_regression_ms : policy.max_lcp_regression_ms;
  const format = (value: number | null) =>
    (model.unit === 'percent' ? formatPercent : formatMs)(value, language);
  const rule =
    vital === null
      ? t('releases.health.charts.thresholdErrorRate', {
          threshold: formatPercent(policy.max_error_rate, language),
          ratio: formatRatio(policy.error_ratio, language),
        })
      : limit === null
        ? t('releases.health.charts.notWatched')
        : t('releases.health.charts.thresholdVital', { ms: formatMs(limit, language) });

  return (
    <section aria-labelledby={id} style={{ minInlineSize: 0 }}>
      <Flex wrap gap={8} justify="space-between" align="center">
        {/* The page's h1 is the only heading above (card titles are not headings): h2. */}
        <Typography.Title level={2} id={id} style={{ margin: 0, fontSize: 15 }}>
          {title}
        </Typography.Title>
        <Segmented<View>
          size="small"
          aria-label={t('releases.health.charts.view', { title })}
          value={view}
          onChange={setView}
          options={[
            { value: 'chart', label: t('releases.health.charts.chart') },
            { value: 'table', label: t('releases.health.charts.table') },
          ]}
        />
      </Flex>
      <Typography.Paragraph type="secondary" style={{ marginBlock: '4px 8px' }}>
        {rule}
      </Typography.Paragraph>
      {view === 'chart' ? (
        <HealthDrawnChart title={title} model={model} minutes={minutes} />
      ) : (
        <HealthChartTable
          caption={t('releases.health.charts.caption', { title })}
          model={model}
          format={format}
        />
      )}
    </section>
  );
}
