/**
 * @jest-environment node
 */
// The real router with the host's patch hook (node: a data router needs the
// Fetch API's Request, which jsdom lacks): a section path opened directly or
// navigated to ends on the section's route under the panel frame; a path no
// section owns ends on the not-found route.
// Test only: the panel's router entry (@colophon/shared/router) has no memory data router.
// eslint-disable-next-line no-restricted-imports
import { createMemoryRouter } from 'react-router-dom';
import { patchSectionRoutes } from './routes';

jest.mock('../federation/built-in-manifests', () => ({
  BUILT_IN_MANIFESTS: jest.requireActual('../federation/testing/section-manifests').repoManifests(),
}));
jest.mock('../federation/section-outlet', () => ({ SectionOutlet: () => null }));
jest.mock('../federation/preload-section', () => ({ preloadSection: () => Promise.resolve() }));
jest.mock('@colophon/shared', () => {
  const { QueryClient } = jest.requireActual('@tanstack/react-query');
  return {
    apiClient: { get: () => Promise.reject(new Error('no registry in this test')) },
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
    useAuthStore: { getState: () => ({ user: null }) },
  };
});

/** The host's route shape: the panel frame (id panel) and the not-found splat beside it. */
const shape = () => [
  {
    path: '/',
    children: [
      { path: 'dashboard', element: null },
      { id: 'panel', children: [{ path: 'profile', element: null }] },
      { path: '*', id: 'not-found', element: null },
    ],
  },
];

const leaf = (router: ReturnType<typeof createMemoryRouter>) => {
  const last = router.state.matches.at(-1)!;
  return [last.route.id === 'not-found' ? 'not-found' : last.route.path, last.params['*'] ?? null];
};

it('opens a section path directly, navigates between sections, and leaves /tags not found', async () => {
  const router = createMemoryRouter(shape(), {
    initialEntries: ['/journals/4'],
    patchRoutesOnNavigation: patchSectionRoutes,
  });
  await new Promise<void>((resolve) => {
    if (router.state.initialized) resolve();
    else router.subscribe((state) => state.initialized && resolve());
  });
  expect(leaf(router)).toEqual(['journals/*', '4']);
  await router.navigate('/submissions');
  expect(leaf(router)).toEqual(['submissions/*', '']);
  await router.navigate('/tags');
  expect(leaf(router)).toEqual(['tags/*', '']);
  await router.navigate('/nowhere');
  expect(leaf(router)).toEqual(['not-found', 'nowhere']);
  await router.navigate('/users/7/edit');
  expect(leaf(router)).toEqual(['users/*', '7/edit']);
  await router.navigate('/dashboard');
  expect(leaf(router)).toEqual(['dashboard', null]);
  router.dispose();
});
