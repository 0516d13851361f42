import { createBrowserRouter } from '@colophon/shared/router';
import { routes } from './routes';

export function createAppRouter() {
  return createBrowserRouter(routes);
}
