import { Link } from '@colophon/shared/router';
import { useTranslation } from 'react-i18next';
import { Card, Empty, Typography } from '@colophon/shared/antd';
import { StatusBadge, formatRelativeTime, useLanguage } from '@colophon/shared';
import { type ActivityItem } from '@colophon/shared/contracts';
import { activityText } from './activity-text';

/** What the user may see of the audit log, each entry opening its record. */
export function RecentActivity({ items }: { items: ActivityItem[] }) {
  const { t } = useTranslation('host');
  const language = useLanguage();
  return (
    <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>{t('dashboard.recentActivity')}</h2>}>
      {items.length === 0 ? (
        <Empty description={t('dashboard.noActivity')} />
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {items.map((item) => {
            const title = activityText(item.title, language);
            return (
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
                  {item.link ? (
                    <Link to={item.link}>
                      <strong>{title}</strong>
                    </Link>
                  ) : (
                    <Typography.Text strong>{title}</Typography.Text>
                  )}
                  <div>
                    <Typography.Text type="secondary">
                      {activityText(item.description, language)}
                    </Typography.Text>
                  </div>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    <time dateTime={item.date}>{formatRelativeTime(item.date)}</time>
                  </Typography.Text>
                </div>
                {item.status && (
                  <span style={{ flex: 'none', alignSelf: 'flex-start' }}>
                    <StatusBadge status={item.status} />
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
