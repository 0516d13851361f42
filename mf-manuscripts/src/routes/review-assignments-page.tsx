import { useTranslation } from 'react-i18next';
import { PageHeader, RequirePermission } from '@colophon/shared';
import { ReviewAssignments } from '../features/review-assignments/components/review-assignments';

export function ReviewAssignmentsPage() {
  const { t } = useTranslation('manuscripts');
  // Reviewers and staff only (the API answers 403 to anyone else): the panel's access screen.
  return (
    <RequirePermission permission="reviews.viewAssignments">
      <PageHeader title={t('assignments.title')} subtitle={t('assignments.subtitle')} />
      <ReviewAssignments />
    </RequirePermission>
  );
}
