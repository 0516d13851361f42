import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes } from 'react-router-dom';
import { PlaceholderPage } from './placeholder-page';
import { UsersListPage } from './users-list-page';

/** Every route of the users section, with absolute paths (the host mounts it for /users/*). */
export function UsersRoutes() {
  const { t } = useTranslation('users');
  return (
    <Routes>
      <Route path="/users" element={<UsersListPage />} />
      {/* Spec §2: create and edit are 'Coming soon...' placeholders. */}
      <Route
        path="/users/create"
        element={
          <PlaceholderPage
            title={t('placeholders.createTitle')}
            message={t('placeholders.comingSoon')}
            back="/users"
          />
        }
      />
      <Route
        path="/users/:id/edit"
        element={
          <PlaceholderPage
            title={t('placeholders.editTitle')}
            message={t('placeholders.comingSoon')}
            back="/users"
          />
        }
      />
      <Route
        path="/users/:id"
        element={
          <PlaceholderPage
            title={t('placeholders.detailTitle')}
            message={t('placeholders.nextRelease')}
            back="/users"
          />
        }
      />
      {/* Unknown paths of this section only: never redirect a path the host owns. */}
      <Route path="/users/*" element={<Navigate to="/users" replace />} />
    </Routes>
  );
}
