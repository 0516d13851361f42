// One model per chart, read three ways: drawn by the chart, listed by the
// table view and written by the CSV download, so the three never disagree.
import { type AnalyticsFigures, type AnalyticsMonth } from '@colophon/shared/contracts';
import { formatCount, formatMonth, formatShare } from '../../../lib/format';

export interface ChartCategory {
  key: string;
  /** What the chart and the table show. */
  label: string;
  /** What the CSV holds (a month stays "2026-03", machine-readable). */
  csv: string;
}

export interface ChartSeries {
  key: string;
  label: string;
  kind: 'count' | 'share';
  values: (number | null)[];
  /** Drawn by the chart (a share column only adds to the table and the CSV). */
  drawn: boolean;
}

export interface ChartModel {
  categoryLabel: string;
  categories: ChartCategory[];
  series: ChartSeries[];
}

type T = (key: string) => string;

const MONTH_SERIES = ['received', 'decided', 'published'] as const;

/** Submissions received, decided and published, one category per month. */
export function monthlyModel(monthly: AnalyticsMonth[], t: T, locale: string): ChartModel {
  return {
    categoryLabel: t('charts.monthly.month'),
    categories: monthly.map(({ month }) => ({
      key: month,
      label: formatMonth(month, locale),
      csv: month,
    })),
    series: MONTH_SERIES.map((key) => ({
      key,
      label: t(`charts.monthly.${key}`),
      kind: 'count',
      values: monthly.map((row) => row[key]),
      drawn: true,
    })),
  };
}

const OUTCOMES = ['accepted', 'declined', 'expired', 'pending'] as const;

/** What became of the invitations sent in the period: a count and a share per outcome. */
export function invitationsModel(invitations: AnalyticsFigures['invitations'], t: T): ChartModel {
  const { sent } = invitations;
  return {
    categoryLabel: t('charts.invitations.outcome'),
    categories: OUTCOMES.map((key) => {
      const label = t(`figures.invitations.${key}`);
      return { key, label, csv: label };
    }),
    series: [
      {
        key: 'count',
        label: t('charts.invitations.count'),
        kind: 'count',
        values: OUTCOMES.map((key) => invitations[key]),
        drawn: true,
      },
      {
        key: 'share',
        label: t('charts.invitations.share'),
        kind: 'share',
        // Pending has no share in the contract: it is worked out from the counts.
        values: OUTCOMES.map((key) => (sent > 0 ? invitations[key] / sent : null)),
        drawn: false,
      },
    ],
  };
}

/** A value as the table shows it. */
export const formatValue = (series: ChartSeries, value: number | null, locale: string) =>
  series.kind === 'share' ? formatShare(value, locale) : formatCount(value ?? 0, locale);

/** The model's rows as the table view lists them (formatted in the reader's language). */
export function tableRows(model: ChartModel, locale: string) {
  return model.categories.map((category, index) => ({
    key: category.key,
    cells: {
      category: category.label,
      ...Object.fromEntries(
        model.series.map((series) => [
          series.key,
          formatValue(series, series.values[index] ?? null, locale),
        ]),
      ),
    },
  }));
}
