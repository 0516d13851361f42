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

const SYSTEM = ['/profile', '/settings'];
/** The administrators' system screens: the letter templates and the outbox. */
const ADMIN_SYSTEM = [...SYSTEM, '/letter-templates', '/outbox'];
/** Administrators manage everything, in the spec's order. */
const ADMIN = [
  '/dashboard',
  '/journals',
  '/manuscripts',
  '/categories',
  '/tags',
  '/submissions',
  '/reviews',
  '/editorial-queue',
  '/users',
  ...ADMIN_SYSTEM,
];
/** Editors work the manuscripts of the journals; categories are the administrators' to manage. */
const EDITOR = [
  '/dashboard',
  '/journals',
  '/manuscripts',
  '/tags',
  '/submissions',
  '/reviews',
  '/editorial-queue',
  ...SYSTEM,
];

it.each([
  ['admin', ADMIN],
  ['super-admin', ADMIN],
  ['editor-in-chief', EDITOR],
  ['associate-editor', EDITOR],
  // Their work first; no management entries.
  ['reviewer', ['/dashboard', '/reviews', '/submissions', ...SYSTEM]],
  ['author', ['/dashboard', '/submissions', ...SYSTEM]],
])('%s sees exactly its entries', (role, entries) => {
  expect(sidebarOf(role)).toEqual(entries);
});

it('arranges someone with several roles for the most managing of them', () => {
  expect(sidebarOf('author', 'reviewer')).toEqual(sidebarOf('reviewer'));
  expect(sidebarOf('reviewer', 'editor-in-chief')).toEqual(sidebarOf('editor-in-chief'));
  // Without any role one may still submit: arranged as an author.
  expect(sidebarOf()).toEqual(sidebarOf('author'));
});

/** The one entry carrying the live count of manuscripts awaiting this user. */
const actionEntryOf = (...roles: string[]) =>
  buildNavGroups(MANIFESTS, { t, language: 'en', roles: roles.map((name) => ({ name })) })
    .flatMap((group) => group.items)
    .filter((item) => item.actionBadge)
    .map((item) => item.to);

it.each([
  [['admin'], '/manuscripts'],
  [['editor-in-chief'], '/manuscripts'],
  [['associate-editor', 'reviewer'], '/manuscripts'],
  [['reviewer'], '/reviews'],
  [['reviewer', 'author'], '/reviews'],
  [['author'], '/submissions'],
  [[], '/submissions'],
])('puts the awaiting-action badge of %j on %s, where their work is', (roles, path) => {
  expect(actionEntryOf(...roles)).toEqual([path]);
});

it('shows no fixed figure on Manuscripts: the count is live or absent', () => {
  const items = buildNavGroups(MANIFESTS, { t, language: 'en', roles: [{ name: 'author' }] });
  expect(items.flatMap((group) => group.items).filter((item) => item.badge)).toEqual([]);
});

it('keeps the lists everyone may read open to a direct URL, though not in their sidebar', () => {
  for (const path of ['/journals', '/categories', '/tags', '/manuscripts'])
    expect(mayOpenPath(MANIFESTS, path, [{ name: 'author' }])).toBe(true);
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
