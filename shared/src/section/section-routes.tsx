// A section's routes from one table of its pages. Every section mounts the
// same way: absolute paths, and an unknown path under one of its prefixes goes
// back to that prefix's page (never to a path the host or another section owns).
import { type ComponentType } from 'react';
import { Navigate, type RouteObject, useRoutes } from '../router';

/** Pages by absolute path, e.g. `{ '/journals': JournalsListPage, '/journals/:id': … }`. */
export type SectionPages = Record<string, ComponentType>;

/** The first segment of an absolute path: '/journals/:id' → '/journals'. */
const prefixOf = (path: string) => `/${path.split('/')[1] ?? ''}`;

/** The section's `Routes` component: its pages, and `<prefix>/*` back to `<prefix>`. */
export function sectionRoutes(pages: SectionPages): ComponentType {
  const prefixes = [...new Set(Object.keys(pages).map(prefixOf))];
  const routes: RouteObject[] = [
    ...Object.entries(pages).map(([path, Page]) => ({ path, element: <Page /> })),
    ...prefixes.map((prefix) => ({
      path: `${prefix}/*`,
      element: <Navigate to={prefix} replace />,
    })),
  ];
  function SectionRoutes() {
    return useRoutes(routes);
  }
  SectionRoutes.displayName = `SectionRoutes(${prefixes.join(', ')})`;
  return SectionRoutes;
}
