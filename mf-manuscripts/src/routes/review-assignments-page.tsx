import { useTranslation } from 'react-i18next';
import { PageHeader } from '@colophon/shared';
import { ReviewAssignments } from '../features/review-assignments/components/review-assignments';

export function ReviewAssignmentsPage() {
  const { t } = useTranslation('manuscripts');
  return (
    <>
      <PageHeader title={t('assignments.title')} subtitle={t('assignments.subtitle')} />
      <ReviewAssignments />
    </>
  );
}
