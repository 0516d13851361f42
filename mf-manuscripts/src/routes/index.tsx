import { Navigate, Route, Routes } from '@colophon/shared/router';
import { CreateManuscriptPage } from './create-manuscript-page';
import { EditManuscriptPage } from './edit-manuscript-page';
import { ManuscriptDetailPage } from './manuscript-detail-page';
import { ManuscriptsListPage } from './manuscripts-list-page';
import { MySubmissionsPage } from './my-submissions-page';

/** Every route of the manuscripts section, with absolute paths (the host mounts it for /manuscripts/* and /submissions). */
export function ManuscriptsRoutes() {
  return (
    <Routes>
      <Route path="/manuscripts" element={<ManuscriptsListPage />} />
      <Route path="/manuscripts/create" element={<CreateManuscriptPage />} />
      <Route path="/manuscripts/:id/edit" element={<EditManuscriptPage />} />
      <Route path="/manuscripts/:id" element={<ManuscriptDetailPage />} />
      <Route path="/submissions" element={<MySubmissionsPage />} />
      {/* Unknown paths of this section only: never redirect a path the host owns. */}
      <Route path="/manuscripts/*" element={<Navigate to="/manuscripts" replace />} />
    </Routes>
  );
}
