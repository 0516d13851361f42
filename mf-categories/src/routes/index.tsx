import { Navigate, Route, Routes } from '@colophon/shared/router';
import { CategoriesListPage } from './categories-list-page';
import { CategoryCreatePage } from './category-create-page';
import { CategoryDetailPage } from './category-detail-page';
import { CategoryEditPage } from './category-edit-page';

/** Every route of the categories section, with absolute paths (the host mounts it for /categories/*). */
export function CategoriesRoutes() {
  return (
    <Routes>
      <Route path="/categories" element={<CategoriesListPage />} />
      <Route path="/categories/create" element={<CategoryCreatePage />} />
      <Route path="/categories/:id/edit" element={<CategoryEditPage />} />
      <Route path="/categories/:id" element={<CategoryDetailPage />} />
      {/* Unknown paths of this section only: never redirect a path the host owns. */}
      <Route path="/categories/*" element={<Navigate to="/categories" replace />} />
    </Routes>
  );
}
