// What the host mounts: the users section as single-spa parcel lifecycles.
import { createSectionLifecycles } from '@colophon/shared';
import de from './locales/de.json';
import en from './locales/en.json';
import ur from './locales/ur.json';
import { UsersRoutes } from './routes';

export const { bootstrap, mount, unmount, update } = createSectionLifecycles({
  section: 'users',
  Routes: UsersRoutes,
  build: { name: __APP_NAME__, version: __APP_VERSION__, fault: __DEMO_FAULT__ },
  translations: { en, ur, de },
});
