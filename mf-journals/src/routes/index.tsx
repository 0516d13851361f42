import { sectionRoutes } from '@colophon/shared';
import { JournalCreatePage } from './journal-create-page';
import { JournalDetailPage } from './journal-detail-page';
import { JournalEditPage } from './journal-edit-page';
import { JournalsListPage } from './journals-list-page';
import { LetterTemplatesPage } from './letter-templates-page';

/** Every page of the journals section by absolute path (the host mounts it for its route prefixes). */
export const JournalsRoutes = sectionRoutes({
  '/journals': JournalsListPage,
  '/journals/create': JournalCreatePage,
  '/journals/:id/edit': JournalEditPage,
  '/journals/:id': JournalDetailPage,
  '/letter-templates': LetterTemplatesPage,
});
