import { useTranslation } from 'react-i18next';
import { PageHeader, RequirePermission } from '@colophon/shared';
import { RespondLinkPanel } from '../features/review-assignments/components/respond-link';
import { ReviewAssignments } from '../features/review-assignments/components/review-assignments';

export function ReviewAssignmentsPage() {
  const { t } = useTranslation('manuscripts');
  // Reviewers and staff only (the API answers 403 to anyone else): the panel's access screen.
  return (
    <RequirePermission permission="reviews.viewAssignments">
      <PageHeader title={t('assignments.title')} subtitle={t('assignments.subtitle')} />
      {/* An invitation e-mail's accept or decline link: its confirmation, or why it cannot be answered. */}
      <RespondLinkPanel />
      <ReviewAssignments />
    </RequirePermission>
  );
}
