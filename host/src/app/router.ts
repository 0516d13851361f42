import { createBrowserRouter } from '@colophon/shared/router';
import { patchSectionRoutes, routes } from './routes';

export function createAppRouter() {
  // Section routes are added from the sections' manifests (see patchSectionRoutes).
  return createBrowserRouter(routes, { patchRoutesOnNavigation: patchSectionRoutes });
}
