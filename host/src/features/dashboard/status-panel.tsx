import { useTranslation } from 'react-i18next';
import { Card, Progress, Typography } from '@colophon/shared/antd';
import { type PlatformDashboard } from '@colophon/shared/contracts';

// The spec's three rows and the manuscript statuses they count.
const ROWS = [
  { labelKey: 'dashboard.statuses.underReview', status: 'under_review', color: '#faad14' },
  {
    labelKey: 'dashboard.statuses.revisionsRequired',
    status: 'revision_requested',
    color: '#ff7a45',
  },
  { labelKey: 'dashboard.statuses.accepted', status: 'accepted', color: '#52c41a' },
] as const;

interface StatusPanelProps {
  byStatus: PlatformDashboard['manuscripts_by_status'];
  total: number;
}

export function StatusPanel({ byStatus, total }: StatusPanelProps) {
  const { t } = useTranslation('host');
  return (
    <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>{t('dashboard.byStatus')}</h2>}>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {ROWS.map(({ labelKey, status, color }) => {
          const count = byStatus[status] ?? 0;
          const percent = total > 0 ? Math.round((count / total) * 100) : 0;
          return (
            <li key={status} style={{ marginBottom: 12 }}>
              <div style={{ display: 'flex', justifyContent: 'space-between' }}>
                <Typography.Text>{t(labelKey)}</Typography.Text>
                <Typography.Text strong>{count}</Typography.Text>
              </div>
              <Progress
                percent={percent}
                showInfo={false}
                strokeColor={color}
                aria-label={t(labelKey)}
              />
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
