import { render } from '@testing-library/react';
import {
  MemoryRouter,
  useLocation,
  useRoutes,
  type InitialEntry,
  type Location,
  type RouteObject,
} from '@colophon/shared/router';
import { AppProviders } from '@colophon/shared';
import '../app/register-translations';

/** The router's current location, for assertions. */
export interface LocationProbe {
  current: Location | null;
}

function RoutesWithProbe({ routes, probe }: { routes: RouteObject[]; probe: LocationProbe }) {
  probe.current = useLocation();
  return useRoutes(routes);
}

/**
 * Renders routes in a memory router inside the app's providers. (A
 * declarative router: data routers need the Fetch API's Request, which
 * jsdom lacks; the components under test work with either.)
 */
export function renderRoutes(routes: RouteObject[], initialEntry: InitialEntry = '/') {
  const probe: LocationProbe = { current: null };
  const view = render(
    <AppProviders>
      <MemoryRouter initialEntries={[initialEntry]}>
        <RoutesWithProbe routes={routes} probe={probe} />
      </MemoryRouter>
    </AppProviders>,
  );
  return { location: probe, ...view };
}
