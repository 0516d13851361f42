import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { isRtl, LoadingState, useLanguage, useThemeStore } from '@colophon/shared';
import { everyMinute, type HealthChartModel } from '../../lib/health-chart-model';
import { formatMinute } from '../../lib/health-format';

// Chart.js comes with the first chart drawn, not with the host or the release screen.
const HealthChartCanvas = lazy(() => import('./health-chart-canvas'));

interface HealthDrawnChartProps {
  title: string;
  model: HealthChartModel;
  /** The period: one point per minute up to now. */
  minutes: number;
}

/** The chart view of a health figure: canary, stable and the rollback line over every minute. */
export function HealthDrawnChart({ title, model, minutes }: HealthDrawnChartProps) {
  const { t } = useTranslation('host');
  const language = useLanguage();
  const dark = useThemeStore((state) => state.resolved === 'dark');
  const rows = everyMinute(model, minutes, Date.now());
  const column = <K extends 'canary' | 'stable' | 'threshold'>(key: K) =>
    rows.map((row) => row[key]);
  return (
    <Suspense fallback={<LoadingState label={t('releases.health.charts.loading')} />}>
      <HealthChartCanvas
        label={t('releases.health.charts.imageLabel', { title })}
        minutes={rows.map((row) => formatMinute(row.minute, language))}
        lines={[
          {
            key: 'canary',
            label: t('releases.health.charts.canary'),
            values: column('canary'),
            counts: rows.map((row) => row.canaryCount),
          },
          {
            key: 'stable',
            label: t('releases.health.charts.stable'),
            values: column('stable'),
            counts: rows.map((row) => row.stableCount),
          },
          ...(model.watched
            ? [
                {
                  key: 'threshold' as const,
                  label: t('releases.health.charts.threshold'),
                  values: column('threshold'),
                },
              ]
            : []),
        ]}
        unit={model.unit}
        msLabel={t('releases.health.charts.unitMs')}
        countLabel={(count) => t('releases.health.charts.tooltipCount', { count })}
        dark={dark}
        rtl={isRtl(language)}
        locale={language}
      />
    </Suspense>
  );
}
