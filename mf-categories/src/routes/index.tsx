import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes } from 'react-router-dom';
import { CategoriesListPage } from './categories-list-page';
import { PlaceholderPage } from './placeholder-page';

/** Every route of the categories section, with absolute paths (the host mounts it for /categories/*). */
export function CategoriesRoutes() {
  const { t } = useTranslation('categories');
  return (
    <Routes>
      <Route path="/categories" element={<CategoriesListPage />} />
      <Route
        path="/categories/create"
        element={<PlaceholderPage title={t('placeholders.createTitle')} />}
      />
      <Route
        path="/categories/:id/edit"
        element={<PlaceholderPage title={t('placeholders.editTitle')} />}
      />
      <Route
        path="/categories/:id"
        element={<PlaceholderPage title={t('placeholders.detailTitle')} />}
      />
      {/* Unknown paths of this section only: never redirect a path the host owns. */}
      <Route path="/categories/*" element={<Navigate to="/categories" replace />} />
    </Routes>
  );
}
