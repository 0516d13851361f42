import { type RouteObject } from 'react-router-dom';
import { RouteErrorFallback } from '../components/route-error-fallback';
import { AboutPage } from '../features/about/about-page';
import { LoginPage } from '../features/auth/login-page';
import { RegisterPage } from '../features/auth/register-page';
import { DashboardPage } from '../features/dashboard/dashboard-page';
import { HomePage } from '../features/home/home-page';
import { OrdersPage } from '../features/orders/orders-page';
import { ReleasesPage } from '../features/releases/releases-page';
import { SettingsPage } from '../features/settings/settings-page';
import { SectionOutlet } from '../federation/section-outlet';
import { AdminLayout } from '../layouts/admin/admin-layout';
import { PublicLayout } from '../layouts/public/public-layout';
import { PrivacyPage, TermsPage } from '../pages/legal-page';
import { NotFoundPage } from '../pages/not-found-page';
import { ProfilePage } from '../pages/profile-page';
import { TestPage } from '../pages/test-page';
import { AdaptiveLayout } from '../routes/adaptive-layout';
import { GuestOnly } from '../routes/guest-only';
import { RequireAuth } from '../routes/require-auth';

/** Remote sections and the host paths they own (the registry: GET /api/v1/remotes). */
const sectionRoutes: RouteObject[] = [
  { path: 'journals/*', element: <SectionOutlet key="journals" section="journals" /> },
  { path: 'manuscripts/*', element: <SectionOutlet key="manuscripts" section="manuscripts" /> },
  { path: 'submissions', element: <SectionOutlet key="manuscripts" section="manuscripts" /> },
  { path: 'users/*', element: <SectionOutlet key="users" section="users" /> },
  { path: 'categories/*', element: <SectionOutlet key="categories" section="categories" /> },
];

export const routes: RouteObject[] = [
  {
    path: '/',
    errorElement: <RouteErrorFallback />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { index: true, element: <HomePage /> },
          { path: 'about', element: <AboutPage /> },
        ],
      },
      { path: 'test', element: <TestPage /> },
      { path: 'terms', element: <TermsPage /> },
      { path: 'privacy', element: <PrivacyPage /> },
      {
        element: <GuestOnly />,
        children: [
          { path: 'login', element: <LoginPage /> },
          { path: 'register', element: <RegisterPage /> },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <AdminLayout />,
            children: [
              { path: 'dashboard', element: <DashboardPage /> },
              { path: 'orders', element: <OrdersPage /> },
              { path: 'settings', element: <SettingsPage /> },
              { path: 'settings/releases', element: <ReleasesPage /> },
              { path: 'profile', element: <ProfilePage /> },
              ...sectionRoutes,
            ],
          },
        ],
      },
      {
        element: <AdaptiveLayout />,
        children: [{ path: '*', element: <NotFoundPage /> }],
      },
    ],
  },
];
