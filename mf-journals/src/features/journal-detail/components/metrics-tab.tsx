import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, Col, Row, Statistic, Typography } from '@colophon/shared/antd';
import { type Journal } from '@colophon/shared/contracts';
import { formatNumber, formatPercent } from '../lib/format';

interface Metric {
  key: string;
  value: ReactNode;
}

/** Metrics & Impact: the journal's reported figures; an unreported one reads '—'. */
export function MetricsTab({ journal }: { journal: Journal }) {
  const { t, i18n } = useTranslation('journals');
  const locale = i18n.resolvedLanguage ?? 'en';
  const days = journal.avg_review_time_days;
  const metrics: Metric[] = [
    { key: 'impact_factor', value: formatNumber(journal.impact_factor, locale) },
    { key: 'h_index', value: formatNumber(journal.h_index, locale) },
    { key: 'citation_score', value: formatNumber(journal.citation_score, locale) },
    { key: 'acceptance_rate', value: formatPercent(journal.acceptance_rate, locale) },
    {
      key: 'avg_review_time_days',
      value: days === null ? formatNumber(days, locale) : t('units.daysCount', { count: days }),
    },
    { key: 'total_issues', value: formatNumber(journal.total_issues, locale) },
    { key: 'manuscripts_count', value: formatNumber(journal.manuscripts_count, locale) },
  ];
  return (
    <>
      <Typography.Paragraph type="secondary">{t('detail.metricsIntro')}</Typography.Paragraph>
      <Row gutter={[16, 16]}>
        {metrics.map((metric) => (
          <Col key={metric.key} xs={24} sm={12} lg={8}>
            <Card size="small">
              {/* Already formatted for the language: keep Statistic from re-splitting '3.2'. */}
              <Statistic
                title={t(`fields.${metric.key}`)}
                value={String(metric.value)}
                formatter={() => metric.value}
              />
            </Card>
          </Col>
        ))}
      </Row>
    </>
  );
}
