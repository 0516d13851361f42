import { type ComponentType, useEffect } from 'react';
import { type createBrowserRouter, type RouteObject } from '@colophon/shared/router';
import { type SectionName } from '@colophon/shared/contracts';
import { RouteErrorFallback } from '../components/route-error-fallback';
import { GuestOnly } from '../routes/guest-only';
import { RequireAuth } from '../routes/require-auth';
import { afterFirstPaint, yieldToMain } from '../first-load/idle';
import { prefetchPanelWhenIdle } from '../first-load/prefetch-panel';

/**
 * The sign-in page; while the user types, the panel's first screen downloads
 * (not evaluated). Started from an effect, so after the form has rendered: the
 * form is the page's largest paint, and downloads begun before it are counted
 * into it (Lighthouse's largest paint on mobile moved from about 2.8 to 3.6 s
 * whenever the prefetch won that race).
 */
const withPanelPrefetch = (Page: ComponentType) =>
  function SignInRoute() {
    useEffect(() => prefetchPanelWhenIdle(), []);
    return <Page />;
  };

// Every page is loaded per route: the first bundle holds the router, the
// guards and the providers, and each public page, the sign-in page included,
// is a small chunk of its own. A data router resolves `lazy` before
// it commits a navigation, so the previous screen stays until the next one can
// render (no fallback flashes), and the login page never carries the panel.

function SplashStays() {
  return null;
}

/** The signed-in frame: section routes are added under it as their prefixes become known. */
const PANEL_ROUTE_ID = 'panel';

/** The route of one prefix a section owns (/journals → journals/* under the panel). */
export function sectionRoute(prefix: string, section: SectionName): RouteObject {
  return {
    path: `${prefix.slice(1)}/*`,
    lazy: async () => {
      const [{ SectionSlot }, { preloadSection }, { SectionAccess }, { startFederation }] =
        await Promise.all([
          import('../federation/section-slot'),
          import('../federation/preload-section'),
          import('../routes/section-access'),
          import('../federation/start-federation'),
        ]);
      // The retry plugin before the first remote loads (usually already done after the panel's paint).
      startFederation();
      // The section's own code too, inside the navigation: no loading flash.
      await preloadSection(section);
      // The panel keeps each section mounted once visited (first-load/kept-sections.tsx):
      // /manuscripts and /submissions share one. A screen the registry keeps from the
      // user's roles shows the access screen instead, and shows no section.
      return {
        element: (
          <SectionAccess>
            <SectionSlot key={section} section={section} />
          </SectionAccess>
        ),
      };
    },
  };
}

type PatchRoutes = NonNullable<
  NonNullable<Parameters<typeof createBrowserRouter>[1]>['patchRoutesOnNavigation']
>;

/** Prefixes already routed on this page load. */
const routedPrefixes = new Set<string>();

/**
 * The section routes come from the sections' manifests (the registry, or the
 * host's built-in copy when it cannot be read), not from this file: a section
 * adds a screen in its own release. React Router asks here when a path
 * matches nothing, or only a splat; every prefix not yet routed is added.
 * A path no section owns (a sidebar screen that does not exist yet)
 * stays with the not-found page.
 */
export const patchSectionRoutes: PatchRoutes = async ({ patch }) => {
  const { loadManifests } = await import('../federation/section-registry');
  for (const { section, routes: prefixes } of await loadManifests()) {
    const fresh = prefixes.filter((prefix) => !routedPrefixes.has(prefix));
    fresh.forEach((prefix) => routedPrefixes.add(prefix));
    if (fresh.length)
      patch(
        PANEL_ROUTE_ID,
        fresh.map((prefix) => sectionRoute(prefix, section)),
      );
  }
};

export const routes: RouteObject[] = [
  {
    path: '/',
    errorElement: <RouteErrorFallback />,
    // Until the first route's lazy modules are in, the page's splash stays up
    // (a component rendering nothing: `null` as element counts as none, and warns).
    HydrateFallback: SplashStays,
    children: [
      {
        lazy: async () => ({
          Component: (
            await import(/* webpackChunkName: "public-layout" */ '../layouts/public/public-layout')
          ).PublicLayout,
        }),
        children: [
          {
            index: true,
            lazy: async () => ({
              Component: (await import(/* webpackChunkName: "home" */ '../features/home/home-page'))
                .HomePage,
            }),
          },
          {
            path: 'about',
            lazy: async () => ({
              Component: (
                await import(/* webpackChunkName: "about" */ '../features/about/about-page')
              ).AboutPage,
            }),
          },
        ],
      },
      {
        path: 'test',
        lazy: async () => ({ Component: (await import('../pages/test-page')).TestPage }),
      },
      {
        path: 'terms',
        lazy: async () => ({ Component: (await import('../pages/legal-page')).TermsPage }),
      },
      {
        path: 'privacy',
        lazy: async () => ({ Component: (await import('../pages/legal-page')).PrivacyPage }),
      },
      {
        path: 'verify-email',
        lazy: async () => ({
          Component: (await import('../features/auth/verify-email-page')).VerifyEmailPage,
        }),
      },
      {
        element: <GuestOnly />,
        children: [
          {
            path: 'login',
            lazy: async () => {
              const { LoginPage } = await import(
                /* webpackChunkName: "sign-in" */ '../features/auth/login-page'
              );
              return { Component: withPanelPrefetch(LoginPage) };
            },
          },
          {
            path: 'register',
            lazy: async () => ({
              Component: (await import('../features/auth/register-page')).RegisterPage,
            }),
          },
          // A forgotten password: both pages in one small chunk, never with the sign-in page.
          {
            path: 'forgot-password',
            lazy: async () => ({
              Component: (
                await import(
                  /* webpackChunkName: "password-reset" */ '../features/auth/password-reset/forgot-password-page'
                )
              ).ForgotPasswordPage,
            }),
          },
          {
            path: 'reset-password',
            lazy: async () => ({
              Component: (
                await import(
                  /* webpackChunkName: "password-reset" */ '../features/auth/password-reset/reset-password-page'
                )
              ).ResetPasswordPage,
            }),
          },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            id: PANEL_ROUTE_ID,
            // The panel brings the QueryClient and the API client (by name from
            // @colophon/shared, not its whole index, which the sections load);
            // the federation runtime is set up after its first paint.
            lazy: async () => {
              // Evaluated in two steps, the main thread given back in between
              // so a click is not kept waiting. The files themselves are in the HTTP cache by then
              // (first-load/prefetch-panel.ts).
              const { PanelProviders, prepareDateFormats } = await import(
                /* webpackChunkName: "panel" */ '../first-load/panel-providers'
              );
              // Made while the panel waits for the session's answer, not in the dashboard's first render.
              afterFirstPaint(() => prepareDateFormats());
              await yieldToMain();
              const [{ AdminLayout }, { startFederation }] = await Promise.all([
                import(/* webpackChunkName: "panel" */ '../layouts/admin/admin-layout'),
                import(/* webpackChunkName: "panel" */ '../federation/start-federation'),
              ]);
              afterFirstPaint(startFederation);
              return {
                element: (
                  <PanelProviders>
                    <AdminLayout />
                  </PanelProviders>
                ),
              };
            },
            children: [
              {
                path: 'dashboard',
                lazy: async () => ({
                  Component: (
                    await import(
                      /* webpackChunkName: "dashboard" */ '../features/dashboard/dashboard-page'
                    )
                  ).DashboardPage,
                }),
              },
              {
                path: 'orders',
                lazy: async () => ({
                  Component: (await import('../features/orders/orders-page')).OrdersPage,
                }),
              },
              {
                path: 'search',
                lazy: async () => ({
                  Component: (await import('../features/search/search-page')).SearchPage,
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
                  Component: (await import('../features/profile/profile-page')).ProfilePage,
                }),
              },
            ],
          },
        ],
      },
      {
        // Framed by the panel when signed in, so it loads with it.
        lazy: async () => ({
          Component: (
            await import(/* webpackChunkName: "adaptive-layout" */ '../routes/adaptive-layout')
          ).AdaptiveLayout,
        }),
        children: [
          {
            path: '*',
            lazy: async () => ({
              Component: (
                await import(/* webpackChunkName: "not-found" */ '../pages/not-found-page')
              ).NotFoundPage,
            }),
          },
        ],
      },
    ],
  },
];
