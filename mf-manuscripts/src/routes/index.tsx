import { sectionRoutes } from '@colophon/shared';
import { CreateManuscriptPage } from './create-manuscript-page';
import { EditManuscriptPage } from './edit-manuscript-page';
import { EditorialQueuePage } from './editorial-queue-page';
import { ManuscriptDetailPage } from './manuscript-detail-page';
import { ManuscriptsListPage } from './manuscripts-list-page';
import { MySubmissionsPage } from './my-submissions-page';
import { OutboxPage } from './outbox-page';
import { ReviewAssignmentsPage } from './review-assignments-page';

/** Every page of the manuscripts section by absolute path (the host mounts it for its route prefixes). */
export const ManuscriptsRoutes = sectionRoutes({
  '/manuscripts': ManuscriptsListPage,
  '/manuscripts/create': CreateManuscriptPage,
  '/manuscripts/:id/edit': EditManuscriptPage,
  '/manuscripts/:id': ManuscriptDetailPage,
  '/submissions': MySubmissionsPage,
  '/reviews': ReviewAssignmentsPage,
  '/editorial-queue': EditorialQueuePage,
  '/outbox': OutboxPage,
});
