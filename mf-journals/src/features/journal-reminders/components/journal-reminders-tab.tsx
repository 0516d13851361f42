import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, EditOutlined, Flex, Typography } from '@colophon/shared/antd';
import { ErrorState, LoadingState } from '@colophon/shared';
import { useJournalCorrespondence } from '../api/get-journal-correspondence';
import { ScheduleForm } from './schedule-form';
import { ReviewLoadSummary } from './review-load-summary';
import { ResponsePeriodSummary } from './response-period-summary';
import { ScheduleSummary } from './schedule-summary';

/**
 * The Reminders tab: the journal's revision period and the reminders Colophon
 * sends on its own, in sentences; administrators and the journal's
 * editors-in-chief change them.
 */
export function JournalRemindersTab({ journalId }: { journalId: number }) {
  const { t } = useTranslation('journals');
  const correspondence = useJournalCorrespondence(journalId);
  const [editing, setEditing] = useState(false);

  if (correspondence.isPending) return <LoadingState />;
  if (correspondence.isError)
    return (
      <ErrorState
        message={t('reminders.loadFailed')}
        onRetry={() => void correspondence.refetch()}
      />
    );
  const { data: schedule, meta } = correspondence.data;
  if (editing && meta.can_edit)
    return (
      <ScheduleForm journalId={journalId} schedule={schedule} onDone={() => setEditing(false)} />
    );

  return (
    <Flex vertical gap="middle">
      <Flex justify="space-between" align="start" gap="middle" wrap>
        <Typography.Paragraph style={{ margin: 0, maxInlineSize: '60ch' }}>
          {t('reminders.intro')}
        </Typography.Paragraph>
        {meta.can_edit && (
          <Button icon={<EditOutlined />} onClick={() => setEditing(true)}>
            {t('reminders.edit')}
          </Button>
        )}
      </Flex>
      <ScheduleSummary schedule={schedule} />
      <ReviewLoadSummary limit={schedule.max_open_reviews} />
      <ResponsePeriodSummary days={schedule.invitation_response_days} />
      {!meta.can_edit && <Alert type="info" showIcon title={t('reminders.readOnly')} />}
    </Flex>
  );
}
