import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes } from 'react-router-dom';
import { JournalsListPage } from './journals-list-page';
import { PlaceholderPage } from './placeholder-page';

/** Every route of the journals section, with absolute paths (the host mounts it for /journals/*). */
export function JournalsRoutes() {
  const { t } = useTranslation('journals');
  return (
    <Routes>
      <Route path="/journals" element={<JournalsListPage />} />
      <Route
        path="/journals/create"
        element={<PlaceholderPage title={t('placeholders.createTitle')} />}
      />
      <Route
        path="/journals/:id/edit"
        element={<PlaceholderPage title={t('placeholders.editTitle')} />}
      />
      <Route
        path="/journals/:id"
        element={<PlaceholderPage title={t('placeholders.detailTitle')} />}
      />
      {/* Unknown paths of this section only: never redirect a path the host owns. */}
      <Route path="/journals/*" element={<Navigate to="/journals" replace />} />
    </Routes>
  );
}
