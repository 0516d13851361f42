import { useTranslation } from 'react-i18next';
import { Alert, Flex, Typography } from '@colophon/shared/antd';
import { formatDate, formatRelativeTime } from '@colophon/shared';
import { type ReminderSummary } from '@colophon/shared/contracts';
import { formatDateTime } from '../lib/format-date-time';

/**
 * The reminders a reviewer was sent about an invitation, for its editors,
 * under the column "Last reminded": "2 days ago", "2 reminders" below (the
 * exact time on hover). Two short lines keep the rounds table narrow.
 */
export function RemindersCell({ reminders }: { reminders: ReminderSummary }) {
  const { t } = useTranslation('manuscripts');
  if (reminders.count === 0 || reminders.last_sent_at === null)
    return <Typography.Text type="secondary">{t('reminders.never')}</Typography.Text>;
  return (
    <Flex vertical title={formatDateTime(reminders.last_sent_at)}>
      <span>{formatRelativeTime(reminders.last_sent_at)}</span>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('reminders.count', { count: reminders.count })}
      </Typography.Text>
    </Flex>
  );
}

/** The revision awaited from the authors: its due date and the reminders they were sent (editors). */
export function RevisionDueNote({
  revision,
}: {
  revision: { due_at: string; reminders: ReminderSummary };
}) {
  const { t } = useTranslation('manuscripts');
  const overdue = revision.due_at < new Date().toISOString();
  const { count, last_sent_at } = revision.reminders;
  return (
    <Alert
      type={overdue ? 'warning' : 'info'}
      showIcon
      data-testid="revision-due"
      title={t(overdue ? 'reminders.revisionOverdue' : 'reminders.revisionDue', {
        due: formatDate(revision.due_at),
      })}
      description={
        count > 0 && last_sent_at !== null
          ? `${t('reminders.authorsLastReminded', { when: formatRelativeTime(last_sent_at) })} · ${t('reminders.count', { count })}`
          : t('reminders.authorsNever')
      }
    />
  );
}
