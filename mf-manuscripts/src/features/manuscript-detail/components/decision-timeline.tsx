import { useTranslation } from 'react-i18next';
import { Timeline, Typography, type TimelineItemProps } from '@colophon/shared/antd';
import {
  formatRelativeTime,
  isolate,
  statusVariant,
  userBlockProps,
  useMessageText,
} from '@colophon/shared';
import { type StatusHistoryEntry } from '@colophon/shared/contracts';
import { formatDateTime } from '../lib/format-date-time';

const DOT_COLORS = {
  secondary: 'gray',
  info: 'blue',
  warning: 'orange',
  success: 'green',
  danger: 'red',
} as const;

/** Oldest first: the manuscript's way from creation to now, with who decided and why. */
export function DecisionTimeline({ history }: { history: readonly StatusHistoryEntry[] }) {
  const { t } = useTranslation('manuscripts');
  // Notes the server wrote are codes ('history.manuscriptCreated'), shown in the reader's
  // language; notes a person typed are plain text and come back as they are.
  const noteText = useMessageText();
  const entries = [...history].sort(
    (a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id,
  );

  const items: TimelineItemProps[] = entries.map((entry) => ({
    key: entry.id,
    color: DOT_COLORS[statusVariant(entry.to_status)],
    content: (
      <div data-testid="timeline-entry" data-status={entry.to_status}>
        <Typography.Text strong>
          {entry.from_status === null
            ? t('timeline.created')
            : t('timeline.moved', { status: t(`statuses.${entry.to_status}`) })}
        </Typography.Text>{' '}
        {entry.from_status !== null && (
          <Typography.Text type="secondary">
            {t('timeline.from', { status: t(`statuses.${entry.from_status}`) })}
          </Typography.Text>
        )}
        <div>
          <Typography.Text type="secondary">
            {t('timeline.by', {
              name: entry.user ? isolate(entry.user.name) : t('timeline.someone'),
            })}{' '}
            ·{' '}
            <time dateTime={entry.created_at} title={formatDateTime(entry.created_at)}>
              {formatRelativeTime(entry.created_at)}
            </time>
          </Typography.Text>
        </div>
        {entry.notes && (
          <Typography.Paragraph {...userBlockProps({ marginBlock: 4 })}>
            {noteText(entry.notes)}
          </Typography.Paragraph>
        )}
      </div>
    ),
  }));

  return (
    <section aria-labelledby="timeline-heading">
      <Typography.Title level={3} id="timeline-heading" style={{ fontSize: 16 }}>
        {t('timeline.title')}
      </Typography.Title>
      {items.length ? (
        <Timeline items={items} />
      ) : (
        <Typography.Text type="secondary">{t('timeline.empty')}</Typography.Text>
      )}
    </section>
  );
}
