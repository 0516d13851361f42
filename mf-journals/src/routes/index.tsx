import { Navigate, Route, Routes } from '@colophon/shared/router';
import { JournalCreatePage } from './journal-create-page';
import { JournalDetailPage } from './journal-detail-page';
import { JournalEditPage } from './journal-edit-page';
import { JournalsListPage } from './journals-list-page';

/** Every route of the journals section, with absolute paths (the host mounts it for /journals/*). */
export function JournalsRoutes() {
  return (
    <Routes>
      <Route path="/journals" element={<JournalsListPage />} />
      <Route path="/journals/create" element={<JournalCreatePage />} />
      <Route path="/journals/:id/edit" element={<JournalEditPage />} />
      <Route path="/journals/:id" element={<JournalDetailPage />} />
      {/* Unknown paths of this section only: never redirect a path the host owns. */}
      <Route path="/journals/*" element={<Navigate to="/journals" replace />} />
    </Routes>
  );
}
