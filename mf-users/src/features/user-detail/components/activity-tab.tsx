import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BookOutlined,
  Card,
  CheckCircleOutlined,
  EditOutlined,
  Timeline,
  Typography,
  UserOutlined,
} from '@colophon/shared/antd';
import { formatDate, formatRelativeTime, isolate } from '@colophon/shared';
import { type ActivityEntry } from '../lib/activity-timeline';

const ICONS: Record<ActivityEntry['kind'], ReactNode> = {
  created: <UserOutlined />,
  verified: <CheckCircleOutlined />,
  publications: <BookOutlined />,
  updated: <EditOutlined />,
};
const COLORS: Record<ActivityEntry['kind'], string> = {
  created: 'blue',
  verified: 'green',
  publications: 'purple',
  updated: 'gray',
};

/** The account's history: created, verified, publications added, last updated. */
export function ActivityTab({ entries }: { entries: ActivityEntry[] }) {
  const { t } = useTranslation('users');
  const heading = (entry: ActivityEntry) =>
    entry.kind === 'publications'
      ? t('activity.publications', { count: entry.count })
      : t(`activity.${entry.kind}`);

  return (
    <Card>
      <Timeline
        items={entries.map((entry) => ({
          key: entry.kind,
          color: COLORS[entry.kind],
          icon: ICONS[entry.kind],
          content: (
            <div>
              <Typography.Text strong style={{ display: 'block' }}>
                {heading(entry)}
              </Typography.Text>
              {entry.kind === 'publications' && (
                <Typography.Text style={{ display: 'block' }}>
                  {t('activity.latest', { title: isolate(entry.latestTitle) })}
                </Typography.Text>
              )}
              <Typography.Text type="secondary">
                <time dateTime={entry.date}>{formatDate(entry.date)}</time> ·{' '}
                {formatRelativeTime(entry.date)}
              </Typography.Text>
            </div>
          ),
        }))}
      />
    </Card>
  );
}
