import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes } from 'react-router-dom';
import { ManuscriptsListPage } from './manuscripts-list-page';
import { MySubmissionsPage } from './my-submissions-page';
import { PlaceholderPage } from './placeholder-page';

/** Every route of the manuscripts section, with absolute paths (the host mounts it for /manuscripts/* and /submissions). */
export function ManuscriptsRoutes() {
  const { t } = useTranslation('manuscripts');
  return (
    <Routes>
      <Route path="/manuscripts" element={<ManuscriptsListPage />} />
      <Route
        path="/manuscripts/create"
        element={<PlaceholderPage title={t('placeholders.createTitle')} />}
      />
      <Route
        path="/manuscripts/:id/edit"
        element={<PlaceholderPage title={t('placeholders.editTitle')} />}
      />
      <Route
        path="/manuscripts/:id"
        element={<PlaceholderPage title={t('placeholders.detailTitle')} />}
      />
      <Route path="/submissions" element={<MySubmissionsPage />} />
      {/* Unknown paths of this section only: never redirect a path the host owns. */}
      <Route path="/manuscripts/*" element={<Navigate to="/manuscripts" replace />} />
    </Routes>
  );
}
