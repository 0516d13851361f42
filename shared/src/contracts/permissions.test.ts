// The role rules both sides use: the API authorises with them, the screens
// show only what they allow. docs/roles.md is their prose.
import { can, dashboardViews, type Permission, roleNames } from './permissions';

const ROLES = [
  'admin',
  'super-admin',
  'editor-in-chief',
  'associate-editor',
  'reviewer',
  'author',
] as const;

/** Which single roles hold `permission`. */
const holders = (permission: Permission) => ROLES.filter((role) => can([role], permission));

describe('permissions by role', () => {
  it.each([
    ['users.list', ['admin', 'super-admin']],
    ['users.manage', ['admin', 'super-admin']],
    ['users.forceDelete', ['super-admin']],
    ['journals.manage', ['admin', 'super-admin']],
    ['categories.manage', ['admin', 'super-admin']],
    ['editorialQueue.view', ['admin', 'super-admin', 'editor-in-chief', 'associate-editor']],
    [
      'reviews.viewAssignments',
      ['admin', 'super-admin', 'editor-in-chief', 'associate-editor', 'reviewer'],
    ],
    ['manuscripts.decide', ['editor-in-chief']],
    ['manuscripts.recommend', ['associate-editor']],
    ['manuscripts.create', [...ROLES]],
  ] as [Permission, string[]][])('%s: %j', (permission, roles) => {
    expect(holders(permission)).toEqual(roles);
  });

  it('lets the most permissive of several roles win', () => {
    expect(can(['author', 'admin'], 'users.list')).toBe(true);
    expect(can([{ name: 'reviewer' }, { name: 'author' }], 'reviews.viewAssignments')).toBe(true);
  });

  it('allows nothing when signed out, and only "anyone" rules to a user without roles', () => {
    expect(can(null, 'manuscripts.create')).toBe(false);
    expect(can(undefined, 'users.list')).toBe(false);
    expect(can([], 'manuscripts.create')).toBe(true);
    expect(can([], 'users.list')).toBe(false);
  });

  it('reads roles as the API (names) and the client ({ name }) carry them', () => {
    expect(roleNames(['admin', { name: 'author' }])).toEqual(['admin', 'author']);
  });
});

describe('dashboardViews', () => {
  it.each([
    ['admin', ['platform']],
    ['super-admin', ['platform']],
    ['editor-in-chief', ['editorial']],
    ['associate-editor', ['editorial']],
    ['reviewer', ['reviews']],
    ['author', ['submissions']],
  ])('%s gets %j', (role, views) => {
    expect(dashboardViews([role])).toEqual(views);
  });

  it('gives several roles every part, in page order', () => {
    expect(dashboardViews(['author', 'admin', 'reviewer'])).toEqual([
      'platform',
      'reviews',
      'submissions',
    ]);
  });

  it('gives someone without roles their submissions (anyone may submit)', () => {
    expect(dashboardViews([])).toEqual(['submissions']);
    expect(dashboardViews(null)).toEqual(['submissions']);
  });
});
