import { useTranslation } from 'react-i18next';
import { Card, Empty, Typography } from '@colophon/shared/antd-panel';
import { StatusBadge, formatRelativeTime } from '@colophon/shared';
import { type ActivityItem } from '@colophon/shared/contracts';

export function RecentActivity({ items }: { items: ActivityItem[] }) {
  const { t } = useTranslation('host');
  return (
    <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>{t('dashboard.recentActivity')}</h2>}>
      {items.length === 0 ? (
        <Empty description={t('dashboard.noActivity')} />
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {items.map((item) => (
            <li
              key={item.id}
              style={{
                display: 'flex',
                gap: 12,
                justifyContent: 'space-between',
                padding: '10px 0',
              }}
            >
              <div style={{ minWidth: 0 }}>
                <Typography.Text strong>{item.title}</Typography.Text>
                <div>
                  <Typography.Text type="secondary">{item.description}</Typography.Text>
                </div>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  <time dateTime={item.date}>{formatRelativeTime(item.date)}</time>
                  {item.actor ? ` · ${item.actor.name}` : ''}
                </Typography.Text>
              </div>
              {item.status && (
                <span style={{ flex: 'none', alignSelf: 'flex-start' }}>
                  <StatusBadge status={item.status} />
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
