import { Navigate, Route, Routes } from '@colophon/shared/router';
import { UserCreatePage } from './user-create-page';
import { UserDetailPage } from './user-detail-page';
import { UserEditPage } from './user-edit-page';
import { UsersListPage } from './users-list-page';

/** Every route of the users section, with absolute paths (the host mounts it for /users/*). */
export function UsersRoutes() {
  return (
    <Routes>
      <Route path="/users" element={<UsersListPage />} />
      {/* The spec has 'Coming soon...' placeholders here; a panel that cannot create a user is not real. */}
      <Route path="/users/create" element={<UserCreatePage />} />
      <Route path="/users/:id/edit" element={<UserEditPage />} />
      <Route path="/users/:id" element={<UserDetailPage />} />
      {/* Unknown paths of this section only: never redirect a path the host owns. */}
      <Route path="/users/*" element={<Navigate to="/users" replace />} />
    </Routes>
  );
}
