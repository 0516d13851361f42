// What the host mounts: the manuscripts section (/manuscripts/* and /submissions) as single-spa parcel lifecycles.
import { createSectionLifecycles } from '@colophon/shared';
import { registerManuscriptsTranslations } from './i18n';
import { ManuscriptsRoutes } from './routes';

registerManuscriptsTranslations();

export const { bootstrap, mount, unmount, update } = createSectionLifecycles({
  section: 'manuscripts',
  Routes: ManuscriptsRoutes,
  build: { name: __APP_NAME__, version: __APP_VERSION__ },
});
