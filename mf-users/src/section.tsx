// What the host mounts: the users section as single-spa parcel lifecycles.
import { createSectionLifecycles } from '@colophon/shared';
import { registerUsersTranslations } from './i18n';
import { UsersRoutes } from './routes';

registerUsersTranslations();

export const { bootstrap, mount, unmount, update } = createSectionLifecycles({
  section: 'users',
  Routes: UsersRoutes,
  build: { name: __APP_NAME__, version: __APP_VERSION__ },
});
