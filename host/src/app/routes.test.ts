import { apiClient, queryClient } from '@colophon/shared';
import { type RouteObject } from '@colophon/shared/router';
import { patchSectionRoutes, routes } from './routes';

jest.mock('../federation/built-in-manifests', () => ({
  BUILT_IN_MANIFESTS: jest.requireActual('../federation/testing/section-manifests').repoManifests(),
}));

type Patch = Parameters<typeof patchSectionRoutes>[0];

/** Runs the router's hook once; returns what it patched, as [parent id, child path]. */
async function patched(path: string) {
  const calls: [string | null, string | undefined][] = [];
  const patch: Patch['patch'] = (parent, children) =>
    children.forEach((child) => calls.push([parent, child.path]));
  await patchSectionRoutes({ path, patch, matches: [] } as unknown as Patch);
  return calls;
}

const ids = (list: RouteObject[]): string[] =>
  list.flatMap((route) => [...(route.id ? [route.id] : []), ...ids(route.children ?? [])]);

beforeEach(() => queryClient.clear());
afterEach(() => jest.restoreAllMocks());

it('has no section path of its own: section routes hang under the panel frame', () => {
  expect(ids(routes)).toContain('panel');
  const json = JSON.stringify(routes, (key, value: unknown) =>
    key === 'lazy' ? undefined : value,
  );
  for (const prefix of [
    'journals',
    'manuscripts',
    'submissions',
    'reviews',
    'users',
    'categories',
  ]) {
    expect(json).not.toContain(`"${prefix}`);
  }
});

it("routes every prefix of the sections' manifests once, by the host's copy without a registry", async () => {
  jest.spyOn(apiClient, 'get').mockRejectedValue(new Error('Network Error'));
  expect(await patched('/journals/4')).toEqual([
    ['panel', 'journals/*'],
    ['panel', 'letter-templates/*'],
    ['panel', 'manuscripts/*'],
    ['panel', 'submissions/*'],
    ['panel', 'reviews/*'],
    ['panel', 'editorial-queue/*'],
    ['panel', 'outbox/*'],
    ['panel', 'users/*'],
    ['panel', 'categories/*'],
    ['panel', 'tags/*'],
  ]);
  // Paths no section owns stay with the not-found page.
  expect(await patched('/nowhere')).toEqual([]);
});
