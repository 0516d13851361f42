import { type RouteObject } from '@colophon/shared/router';
import { type SectionName } from '@colophon/shared/contracts';
import { RouteErrorFallback } from '../components/route-error-fallback';
import { AboutPage } from '../features/about/about-page';
import { LoginPage } from '../features/auth/login-page';
import { RegisterPage } from '../features/auth/register-page';
import { HomePage } from '../features/home/home-page';
import { PublicLayout } from '../layouts/public/public-layout';
import { PrivacyPage, TermsPage } from '../pages/legal-page';
import { TestPage } from '../pages/test-page';
import { GuestOnly } from '../routes/guest-only';
import { RequireAuth } from '../routes/require-auth';

// The public pages and sign-in are in the first bundle; everything behind the
// session is loaded per route. A data router resolves `lazy` before it
// commits a navigation, so the previous screen stays until the next one can
// render (no fallback flashes), and the login page never carries the panel.

/** A remote section and the host paths it owns (the registry: GET /api/v1/remotes). */
function sectionRoute(path: string, section: SectionName): RouteObject {
  return {
    path,
    lazy: async () => {
      const [{ SectionOutlet }, { preloadSection }] = await Promise.all([
        import('../federation/section-outlet'),
        import('../federation/preload-section'),
      ]);
      // The section's own code too, inside the navigation: no loading flash.
      await preloadSection(section);
      // Keyed by section: /manuscripts and /submissions share one mounted section.
      return { element: <SectionOutlet key={section} section={section} /> };
    },
  };
}

export const routes: RouteObject[] = [
  {
    path: '/',
    errorElement: <RouteErrorFallback />,
    // Until a directly opened panel route has loaded, the page's splash stays up.
    hydrateFallbackElement: null,
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
            lazy: async () => ({
              Component: (await import('../layouts/admin/admin-layout')).AdminLayout,
            }),
            children: [
              {
                path: 'dashboard',
                lazy: async () => ({
                  Component: (await import('../features/dashboard/dashboard-page')).DashboardPage,
                }),
              },
              {
                path: 'orders',
                lazy: async () => ({
                  Component: (await import('../features/orders/orders-page')).OrdersPage,
                }),
              },
              {
                path: 'settings',
                lazy: async () => ({
                  Component: (await import('../features/settings/settings-page')).SettingsPage,
                }),
              },
              {
                path: 'settings/releases',
                lazy: async () => ({
                  Component: (await import('../features/releases/releases-page')).ReleasesPage,
                }),
              },
              {
                path: 'profile',
                lazy: async () => ({
                  Component: (await import('../pages/profile-page')).ProfilePage,
                }),
              },
              sectionRoute('journals/*', 'journals'),
              sectionRoute('manuscripts/*', 'manuscripts'),
              sectionRoute('submissions', 'manuscripts'),
              sectionRoute('users/*', 'users'),
              sectionRoute('categories/*', 'categories'),
            ],
          },
        ],
      },
      {
        // Framed by the panel when signed in, so it loads with it.
        lazy: async () => ({
          Component: (await import('../routes/adaptive-layout')).AdaptiveLayout,
        }),
        children: [
          {
            path: '*',
            lazy: async () => ({
              Component: (await import('../pages/not-found-page')).NotFoundPage,
            }),
          },
        ],
      },
    ],
  },
];
