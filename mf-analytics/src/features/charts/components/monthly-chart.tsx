import { useTranslation } from 'react-i18next';
import { type AnalyticsMonth } from '@colophon/shared/contracts';
import { useLanguage } from '@colophon/shared';
import { monthlyModel } from '../lib/chart-model';
import { ChartPanel, type ChartView } from './chart-panel';

/** Submissions received, decided and published per month: a line chart. */
export function MonthlyChart({
  monthly,
  initialView,
}: {
  monthly: AnalyticsMonth[];
  initialView?: ChartView;
}) {
  const { t } = useTranslation('analytics');
  const language = useLanguage();
  return (
    <ChartPanel
      id="analytics-monthly"
      title={t('charts.monthly.title')}
      caption={t('charts.monthly.caption')}
      model={monthlyModel(monthly, t, language)}
      type="line"
      fileName={t('charts.monthly.file')}
      initialView={initialView}
    />
  );
}
