import { type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BookOutlined,
  Card,
  CheckCircleOutlined,
  ClockCircleOutlined,
  Col,
  FileTextOutlined,
  Row,
  Statistic,
} from '@colophon/shared/antd';
import { numberFormat } from '@colophon/shared';
import { type PlatformDashboard } from '@colophon/shared/contracts';

type StatKey = keyof Pick<
  PlatformDashboard,
  'total_manuscripts' | 'active_journals' | 'pending_reviews' | 'published_this_month'
>;

const STATS: { key: StatKey; labelKey: string; icon: ComponentType; color: string }[] = [
  {
    key: 'total_manuscripts',
    labelKey: 'dashboard.stats.totalManuscripts',
    icon: FileTextOutlined,
    color: '#1677ff',
  },
  {
    key: 'active_journals',
    labelKey: 'dashboard.stats.activeJournals',
    icon: BookOutlined,
    color: '#52c41a',
  },
  {
    key: 'pending_reviews',
    labelKey: 'dashboard.stats.pendingReviews',
    icon: ClockCircleOutlined,
    color: '#faad14',
  },
  {
    key: 'published_this_month',
    labelKey: 'dashboard.stats.publishedThisMonth',
    icon: CheckCircleOutlined,
    color: '#722ed1',
  },
];

export function StatCards({ stats }: { stats: PlatformDashboard }) {
  const { t, i18n } = useTranslation('host');
  const format = numberFormat(i18n.language);
  return (
    <Row gutter={[16, 16]}>
      {STATS.map(({ key, labelKey, icon: Icon, color }) => (
        <Col key={key} xs={24} sm={12} xl={6}>
          <Card>
            <Statistic
              title={t(labelKey)}
              value={stats[key]}
              formatter={(value) => format.format(Number(value))}
              prefix={
                <span aria-hidden="true" style={{ color, marginInlineEnd: 8 }}>
                  <Icon />
                </span>
              }
            />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
