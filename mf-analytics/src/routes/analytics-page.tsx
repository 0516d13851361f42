import { useTranslation } from 'react-i18next';
import { ErrorState, PageHeader, RequirePermission, useLanguage } from '@colophon/shared';
import { InvitationsChart } from '../features/charts/components/invitations-chart';
import { MonthlyChart } from '../features/charts/components/monthly-chart';
import { useAnalyticsFigures } from '../features/figures/api/get-analytics-figures';
import { FiguresGrid } from '../features/figures/components/figures-grid';
import { FiguresLoader } from '../features/figures/components/figures-loader';
import { useAnalyticsScope } from '../features/filters/api/get-analytics-scope';
import { AnalyticsFilters } from '../features/filters/components/analytics-filters';
import { ReviewReportDownload } from '../features/review-report/components/review-report-download';
import { WorkloadTables } from '../features/workload/components/workload-tables';
import { useAnalyticsParams } from '../hooks/use-analytics-params';
import { formatMonth } from '../lib/format';

/** The years a report can be asked for: from the first month with data to this year, newest first. */
const reportYears = (firstMonth: string | null | undefined, now: Date) => {
  const last = now.getUTCFullYear();
  const first = Math.max(firstMonth ? Number(firstMonth.slice(0, 4)) : last - 4, last - 19);
  return Array.from({ length: last - first + 1 }, (_, i) => last - i);
};

function AnalyticsScreen() {
  const { t } = useTranslation('analytics');
  const language = useLanguage();
  const params = useAnalyticsParams();
  const scope = useAnalyticsScope();
  const figures = useAnalyticsFigures(params.query, params.range !== null);
  const range = params.range;

  return (
    <>
      <PageHeader
        title={t('page.title')}
        subtitle={
          range
            ? `${t('page.subtitle')} · ${t('page.range', {
                from: formatMonth(range.from, language),
                to: formatMonth(range.to, language),
              })}`
            : t('page.subtitle')
        }
      />
      {scope.isError && (
        <ErrorState message={t('filters.scopeFailed')} onRetry={() => void scope.refetch()} />
      )}
      <AnalyticsFilters scope={scope.data} loading={scope.isPending} params={params} />
      <FiguresLoader query={figures}>
        {(data) => (
          <>
            <FiguresGrid figures={data} />
            <MonthlyChart monthly={data.monthly} />
            <InvitationsChart invitations={data.invitations} />
          </>
        )}
      </FiguresLoader>
      <WorkloadTables journalId={params.journalId} />
      <ReviewReportDownload
        journalId={params.journalId}
        years={reportYears(scope.data?.first_month, new Date())}
      />
    </>
  );
}

/** /analytics: a journal's editorial figures over time (editors and administrators). */
export function AnalyticsPage() {
  return (
    <RequirePermission permission="analytics.view">
      <AnalyticsScreen />
    </RequirePermission>
  );
}
