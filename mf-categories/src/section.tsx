// What the host mounts: the categories section as single-spa parcel lifecycles.
import { createSectionLifecycles } from '@colophon/shared';
import { registerCategoriesTranslations } from './i18n';
import { CategoriesRoutes } from './routes';

registerCategoriesTranslations();

export const { bootstrap, mount, unmount, update } = createSectionLifecycles({
  section: 'categories',
  Routes: CategoriesRoutes,
  build: { name: __APP_NAME__, version: __APP_VERSION__ },
});
