// @colophon/shared/router: the panel's one react-router, a Module Federation
// singleton. Every container imports the router from here, never from
// react-router-dom, so the host's router context reaches the sections and
// react-router is tree-shaken to what the panel uses (a package shared whole
// keeps every export: 60 KB gzip instead of about 30).
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Router,
  RouterProvider,
  Routes,
  UNSAFE_NavigationContext,
  createBrowserRouter,
  useBlocker,
  useHref,
  useLinkClickHandler,
  useLocation,
  useNavigate,
  useParams,
  useRouteError,
  useRoutes,
  useSearchParams,
} from 'react-router-dom';
export type { InitialEntry, Location, Navigator, RouteObject, To } from 'react-router-dom';
