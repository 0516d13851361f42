import { makeManifest, repoManifests } from '../../federation/testing/section-manifests';
import { buildNavGroups, NAV_PATHS, navPaths, selectedNavKey } from './nav-items';

jest.mock('../../federation/built-in-manifests', () => ({
  BUILT_IN_MANIFESTS: jest
    .requireActual('../../federation/testing/section-manifests')
    .repoManifests(),
}));

const MANIFESTS = repoManifests();
const HOST_TEXTS: Record<string, string> = {
  'nav.dashboard': 'Dashboard',
  'nav.profile': 'Profile',
  'nav.settings': 'Settings',
};
const t = (key: string) => HOST_TEXTS[key] ?? key;
const admin = [{ name: 'admin' }];

/** [group, [label, path, 'live'?]…] of a sidebar ('live': it carries the awaiting-action count). */
const outline = (groups: ReturnType<typeof buildNavGroups>) =>
  groups.map((group) => [
    group.key,
    group.items.map((item) => [item.label, item.to, ...(item.actionBadge ? ['live'] : [])]),
  ]);

it("comes out as the spec's sidebar: groups, order, labels, the badge and /reviews", () => {
  expect(outline(buildNavGroups(MANIFESTS, { t, language: 'en', roles: admin }))).toEqual([
    ['main', [['Dashboard', '/dashboard']]],
    [
      'content',
      [
        ['Journals', '/journals'],
        ['Manuscripts', '/manuscripts', 'live'],
        ['Categories', '/categories'],
        ['Tags', '/tags'],
        ['My Submissions', '/submissions'],
        ['Review Assignments', '/reviews'],
        ['Editorial Queue', '/editorial-queue'],
      ],
    ],
    ['users', [['Users', '/users']]],
    [
      'system',
      [
        ['Profile', '/profile'],
        ['Settings', '/settings'],
        ['Letter templates', '/letter-templates'],
        ['Outbox', '/outbox'],
      ],
    ],
  ]);
});

it('titles the groups with the host texts', () => {
  const groups = buildNavGroups(MANIFESTS, { t, language: 'en', roles: admin });
  expect(groups.map((group) => group.labelKey)).toEqual([
    'nav.groups.main',
    'nav.groups.content',
    'nav.groups.users',
    'nav.groups.system',
  ]);
});

it("labels section entries in the panel's language, English when it has none", () => {
  const labels = (language: string) =>
    buildNavGroups(MANIFESTS, { t, language, roles: admin })[1]!.items.map((item) => item.label);
  expect(labels('de')).toEqual([
    'Zeitschriften',
    'Manuskripte',
    'Kategorien',
    'Schlagwörter',
    'Meine Einreichungen',
    'Begutachtungsaufträge',
    'Redaktionswarteschlange',
  ]);
  expect(labels('ur')[0]).toBe('جرائد');
  expect(labels('fr')[0]).toBe('Journals');
});

it('shows every entry to every signed-in user unless an entry names roles', () => {
  const label = { en: 'Queue', ur: 'قطار', de: 'Warteschlange' };
  const queue = makeManifest('queue', {
    nav: [
      {
        path: '/queue',
        group: 'content',
        order: 65,
        icon: 'HistoryOutlined',
        label,
        roles: ['editor-in-chief'],
      },
    ],
  });
  const contentOf = (roles: { name: string }[]) =>
    buildNavGroups([...MANIFESTS, queue], { t, language: 'en', roles })[1]!.items.map((i) => i.to);
  expect(contentOf([{ name: 'author' }])).not.toContain('/queue');
  // My Submissions only: no management entries, no reviews, no queue.
  expect(contentOf([{ name: 'author' }])).toEqual(['/submissions']);
  // Its order puts it between Review Assignments (60) and Editorial Queue (70).
  expect(contentOf([{ name: 'editor-in-chief' }]).slice(4)).toEqual([
    '/reviews',
    '/queue',
    '/editorial-queue',
  ]);
});

it('gives an icon the host does not have a default one', () => {
  const odd = makeManifest('odd', {
    nav: [
      {
        path: '/odd',
        group: 'users',
        order: 20,
        icon: 'RocketOutlined',
        label: { en: 'Odd', ur: 'Odd', de: 'Odd' },
      },
    ],
  });
  const users = buildNavGroups([...MANIFESTS, odd], { t, language: 'en', roles: admin })[2]!;
  expect(users.items.map((item) => item.to)).toEqual(['/users', '/odd']);
  expect(users.items[1]!.icon).toBeDefined();
});

it("keeps the host build's own sidebar paths as the fallback, in order", () => {
  expect(NAV_PATHS).toEqual(navPaths(MANIFESTS));
  expect(NAV_PATHS).toEqual([
    '/dashboard',
    '/journals',
    '/manuscripts',
    '/categories',
    '/tags',
    '/submissions',
    '/reviews',
    '/editorial-queue',
    '/users',
    '/profile',
    '/settings',
    '/letter-templates',
    '/outbox',
  ]);
});

it('selects the entry owning the longest prefix of the path', () => {
  expect(selectedNavKey('/journals/3/edit')).toBe('/journals');
  expect(selectedNavKey('/submissions')).toBe('/submissions');
  expect(selectedNavKey('/settings/releases')).toBe('/settings');
  expect(selectedNavKey('/journalsx')).toBeUndefined();
});
