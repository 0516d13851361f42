// The sidebar of each role, from the sections' real manifests: exactly the
// screens that role may use, by the same rules the API enforces.
import { PERMISSIONS, type Permission } from '@colophon/shared/contracts';
import { repoManifests } from '../../federation/testing/section-manifests';
import { mayOpenPath } from '../../routes/section-access-rules';
import { buildNavGroups } from './nav-items';

jest.mock('../../federation/built-in-manifests', () => ({
  BUILT_IN_MANIFESTS: jest
    .requireActual('../../federation/testing/section-manifests')
    .repoManifests(),
}));

const MANIFESTS = repoManifests();
const t = (key: string) => key;
const sidebarOf = (...roles: string[]) =>
  buildNavGroups(MANIFESTS, { t, language: 'en', roles: roles.map((name) => ({ name })) }).flatMap(
    (group) => group.items.map((item) => item.to),
  );

const EVERYONE = [
  '/dashboard',
  '/journals',
  '/manuscripts',
  '/categories',
  '/tags',
  '/submissions',
];
const SYSTEM = ['/profile', '/settings'];
/** The administrators' system screens: the letter templates and the outbox. */
const ADMIN_SYSTEM = [...SYSTEM, '/letter-templates', '/outbox'];

it.each([
  ['admin', [...EVERYONE, '/reviews', '/editorial-queue', '/users', ...ADMIN_SYSTEM]],
  ['super-admin', [...EVERYONE, '/reviews', '/editorial-queue', '/users', ...ADMIN_SYSTEM]],
  ['editor-in-chief', [...EVERYONE, '/reviews', '/editorial-queue', ...SYSTEM]],
  ['associate-editor', [...EVERYONE, '/reviews', '/editorial-queue', ...SYSTEM]],
  ['reviewer', [...EVERYONE, '/reviews', ...SYSTEM]],
  ['author', [...EVERYONE, ...SYSTEM]],
])('%s sees exactly its entries', (role, entries) => {
  expect(sidebarOf(role)).toEqual(entries);
});

it('gives someone with several roles the union of their entries', () => {
  expect(sidebarOf('author', 'reviewer')).toEqual(sidebarOf('reviewer'));
});

// A manifest's roles must be the API's rule for the screen it opens.
it.each([
  ['/users', 'users.list'],
  ['/reviews', 'reviews.viewAssignments'],
  ['/editorial-queue', 'editorialQueue.view'],
  ['/outbox', 'outbox.view'],
] as [string, Permission][])('%s is open to exactly the holders of %s', (path, permission) => {
  const entry = MANIFESTS.flatMap((m) => m.nav).find((e) => e.path === path);
  expect([...(entry?.roles ?? [])].sort()).toEqual([...(PERMISSIONS[permission] ?? [])].sort());
});

describe('the route guard', () => {
  it('closes a restricted entry’s own path (with or without a trailing slash)', () => {
    expect(mayOpenPath(MANIFESTS, '/users', [{ name: 'author' }])).toBe(false);
    expect(mayOpenPath(MANIFESTS, '/users/', ['associate-editor'])).toBe(false);
    expect(mayOpenPath(MANIFESTS, '/editorial-queue', ['reviewer'])).toBe(false);
    expect(mayOpenPath(MANIFESTS, '/users', ['admin'])).toBe(true);
    expect(mayOpenPath(MANIFESTS, '/reviews', ['reviewer'])).toBe(true);
  });

  it('leaves the pages under it to the section (one’s own account stays open)', () => {
    expect(mayOpenPath(MANIFESTS, '/users/7', ['author'])).toBe(true);
    expect(mayOpenPath(MANIFESTS, '/users/7/edit', ['author'])).toBe(true);
    expect(mayOpenPath(MANIFESTS, '/categories/create', ['author'])).toBe(true);
  });

  it('refuses a restricted path to a user without roles', () => {
    expect(mayOpenPath(MANIFESTS, '/users', [])).toBe(false);
    expect(mayOpenPath(MANIFESTS, '/journals', [])).toBe(true);
  });
});
