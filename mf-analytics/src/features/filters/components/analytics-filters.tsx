// The filter row: journal, handling editor (when the reader may choose one)
// and period, all choices coming from GET analytics/scope.
import { useTranslation } from 'react-i18next';
import { Flex, Select, Typography } from '@colophon/shared/antd';
import { useLanguage, withAllOption } from '@colophon/shared';
import { type AnalyticsScope } from '@colophon/shared/contracts';
import { type AnalyticsParams } from '../../../hooks/use-analytics-params';
import { formatMonth } from '../../../lib/format';
import {
  defaultPeriod,
  monthList,
  monthOf,
  PERIOD_KINDS,
  type PeriodKind,
  quarterOf,
} from '../../../lib/period';

export interface AnalyticsFiltersProps {
  scope: AnalyticsScope | undefined;
  loading: boolean;
  params: AnalyticsParams;
  /** Today (tests pass a fixed day). */
  now?: Date;
}

const unique = (values: string[]) => [...new Set(values)];

export function AnalyticsFilters({
  scope,
  loading,
  params,
  now = new Date(),
}: AnalyticsFiltersProps) {
  const { t } = useTranslation('analytics');
  const language = useLanguage();
  const current = monthOf(now);
  // Newest first: the months with data, from the first one (or the last five years).
  const first =
    scope?.first_month && scope.first_month <= current
      ? scope.first_month
      : `${Number(current.slice(0, 4)) - 4}-01`;
  const months = monthList(first, current).reverse();
  const monthOptions = months.map((month) => ({
    value: month,
    label: formatMonth(month, language),
  }));
  const { period } = params;

  const select = (
    label: string,
    value: string,
    options: { value: string; label: string }[],
    onChange: (value: string) => void,
  ) => (
    <div
      style={{
        display: 'flex',
        flexDirection: 'column',
        gap: 4,
        minInlineSize: 0,
        flex: '1 1 160px',
        maxInlineSize: 280,
      }}
    >
      <Typography.Text type="secondary" style={{ fontSize: 13 }}>
        {label}
      </Typography.Text>
      <Select
        aria-label={label}
        value={value}
        options={options}
        onChange={onChange}
        loading={loading}
        popupMatchSelectWidth={false}
        style={{ inlineSize: '100%' }}
      />
    </div>
  );

  const kindSelect = select(
    t('filters.period'),
    period.kind,
    PERIOD_KINDS.map((kind) => ({ value: kind, label: t(`filters.kinds.${kind}`) })),
    (kind) => params.setPeriod(defaultPeriod(kind as PeriodKind, now, params.range)),
  );

  const atSelect = () => {
    switch (period.kind) {
      case 'month':
        return select(t('filters.month'), period.at, monthOptions, (at) =>
          params.setPeriod({ ...period, at }),
        );
      case 'quarter':
        return select(
          t('filters.quarter'),
          period.at,
          unique(months.map(quarterOf)).map((quarter) => ({ value: quarter, label: quarter })),
          (at) => params.setPeriod({ ...period, at }),
        );
      case 'year':
        return select(
          t('filters.year'),
          period.at,
          unique(months.map((month) => month.slice(0, 4))).map((year) => ({
            value: year,
            label: year,
          })),
          (at) => params.setPeriod({ ...period, at }),
        );
      case 'custom':
        return (
          <>
            {select(t('filters.from'), period.from, monthOptions, (from) =>
              params.setPeriod({ ...period, from, to: period.to < from ? from : period.to }),
            )}
            {select(
              t('filters.to'),
              period.to,
              // Only months from the first one on: a period cannot end before it starts.
              monthOptions.filter((option) => option.value >= period.from),
              (to) => params.setPeriod({ ...period, to }),
            )}
          </>
        );
      default:
        return null;
    }
  };

  return (
    <Flex
      wrap
      gap="middle"
      align="flex-end"
      role="group"
      aria-label={t('filters.label')}
      style={{ marginBlockEnd: 16 }}
    >
      {select(
        t('filters.journal'),
        params.journalId ? String(params.journalId) : '',
        withAllOption(
          t('filters.allJournals'),
          (scope?.journals ?? []).map((journal) => ({
            value: String(journal.id),
            label: journal.name,
          })),
        ),
        (value) => params.setJournal(value ? Number(value) : undefined),
      )}
      {scope?.can_choose_editor !== false
        ? select(
            t('filters.editor'),
            params.editorId ? String(params.editorId) : '',
            withAllOption(
              t('filters.allEditors'),
              (scope?.editors ?? []).map((editor) => ({
                value: String(editor.id),
                label: editor.name,
              })),
            ),
            (value) => params.setEditor(value ? Number(value) : undefined),
          )
        : scope && (
            <Typography.Text style={{ paddingBlockEnd: 6 }}>
              {t('filters.ownFigures')}
            </Typography.Text>
          )}
      {kindSelect}
      {atSelect()}
    </Flex>
  );
}
