// Open work now, per handling editor and per reviewer (GET analytics/workload).
import { useTranslation } from 'react-i18next';
import { Card, Flex, Typography } from '@colophon/shared/antd';
import { ErrorState, LoadingState, useLanguage } from '@colophon/shared';
import { DataTable } from '../../../components/data-table';
import { formatCount } from '../../../lib/format';
import { useAnalyticsWorkload } from '../api/get-analytics-workload';

export function WorkloadTables({ journalId }: { journalId: number | undefined }) {
  const { t } = useTranslation('analytics');
  const language = useLanguage();
  const query = useAnalyticsWorkload(journalId);
  const count = (value: number) => formatCount(value, language);

  return (
    <Card
      role="region"
      aria-labelledby="analytics-workload"
      title={
        <h2 id="analytics-workload" style={{ fontSize: 16, margin: 0, whiteSpace: 'normal' }}>
          {t('workload.heading')}
        </h2>
      }
      style={{ marginBlockEnd: 16 }}
    >
      <Typography.Paragraph type="secondary">{t('workload.definition')}</Typography.Paragraph>
      {query.isError ? (
        <ErrorState message={t('workload.failed')} onRetry={() => void query.refetch()} />
      ) : query.isPending ? (
        <LoadingState />
      ) : (
        <Flex wrap gap="large" align="flex-start">
          <div style={{ flex: '1 1 300px', minInlineSize: 0 }}>
            <DataTable
              caption={t('workload.editors')}
              captionVisible
              columns={[
                { key: 'name', title: t('workload.name') },
                { key: 'open_manuscripts', title: t('workload.openManuscripts'), numeric: true },
                { key: 'open_reviews', title: t('workload.openReviews'), numeric: true },
              ]}
              rows={query.data.editors.map((editor) => ({
                key: String(editor.id),
                cells: {
                  name: editor.name,
                  open_manuscripts: count(editor.open_manuscripts),
                  open_reviews: count(editor.open_reviews),
                },
              }))}
              emptyText={t('workload.emptyEditors')}
            />
          </div>
          <div style={{ flex: '1 1 300px', minInlineSize: 0 }}>
            <DataTable
              caption={t('workload.reviewers')}
              captionVisible
              columns={[
                { key: 'name', title: t('workload.name') },
                { key: 'open_reviews', title: t('workload.openReviews'), numeric: true },
                { key: 'overdue_reviews', title: t('workload.overdueReviews'), numeric: true },
              ]}
              rows={query.data.reviewers.map((reviewer) => ({
                key: String(reviewer.id),
                cells: {
                  name: reviewer.name,
                  open_reviews: count(reviewer.open_reviews),
                  overdue_reviews: count(reviewer.overdue_reviews),
                },
              }))}
              emptyText={t('workload.emptyReviewers')}
            />
          </div>
        </Flex>
      )}
    </Card>
  );
}
