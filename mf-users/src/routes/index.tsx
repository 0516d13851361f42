import { sectionRoutes } from '@colophon/shared';
import { UserCreatePage } from './user-create-page';
import { UserDetailPage } from './user-detail-page';
import { UserEditPage } from './user-edit-page';
import { UsersListPage } from './users-list-page';

// The spec has 'Coming soon...' placeholders for create; a panel that cannot create a user is not real.
/** Every page of the users section by absolute path (the host mounts it for its route prefixes). */
export const UsersRoutes = sectionRoutes({
  '/users': UsersListPage,
  '/users/create': UserCreatePage,
  '/users/:id/edit': UserEditPage,
  '/users/:id': UserDetailPage,
});
