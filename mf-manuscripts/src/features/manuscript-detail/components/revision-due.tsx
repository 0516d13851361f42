import { useTranslation } from 'react-i18next';
import { Flex, Tag, Typography } from '@colophon/shared/antd';
import { formatDate } from '@colophon/shared';
import { dueDay, isOverdue } from '../lib/revision-due';

/** "Revision due 12 Jan 2027", and "Overdue" once that day has passed (authors and editors). */
export function RevisionDue({ dueAt }: { dueAt: string | null }) {
  const { t } = useTranslation('manuscripts');
  if (!dueAt) return null;
  const overdue = isOverdue(dueAt);
  return (
    <Flex gap={8} align="center" wrap data-testid="revision-due">
      <Typography.Text strong={overdue}>
        {t('decisionLetters.revisionDue', { date: formatDate(dueDay(dueAt)) })}
      </Typography.Text>
      {overdue && <Tag color="red">{t('decisionLetters.overdue')}</Tag>}
    </Flex>
  );
}
