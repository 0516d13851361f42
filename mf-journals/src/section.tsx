// What the host mounts: the journals section as single-spa parcel lifecycles.
import { createSectionLifecycles } from '@colophon/shared';
import { registerJournalsTranslations } from './i18n';
import { JournalsRoutes } from './routes';

registerJournalsTranslations();

export const { bootstrap, mount, unmount, update } = createSectionLifecycles({
  section: 'journals',
  Routes: JournalsRoutes,
  build: { name: __APP_NAME__, version: __APP_VERSION__ },
});
