// The role × endpoint matrix of docs/roles.md for api-core's endpoints, cell by cell.
import { ROLE_NAMES, type RoleName } from '@colophon/shared/contracts';
import { buildTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

type Who = RoleName | 'anonymous';
type Cell = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: object };
type Row = {
  name: string;
  /** Builds the request; `self` is the caller's id (when signed in). */
  request: (ctx: { self: number | null; target: number }) => Cell;
  /** The target is soft-deleted first (restore). */
  deletedTarget?: boolean;
  expect: Record<Who, number>;
};

const WHO: Who[] = ['anonymous', ...ROLE_NAMES];
const expect7 = (
  anonymous: number,
  admin: number,
  superAdmin: number,
  others: number,
): Record<Who, number> => ({
  anonymous,
  admin,
  'super-admin': superAdmin,
  'editor-in-chief': others,
  'associate-editor': others,
  reviewer: others,
  author: others,
});
const adminOnly = (ok: number) => expect7(401, ok, ok, 403);
const everyone = (ok: number) => expect7(401, ok, ok, ok);

let emailCounter = 0;
const rows: Row[] = [
  { name: 'GET users', request: () => ({ method: 'GET', url: '/users' }), expect: adminOnly(200) },
  {
    name: 'GET users/roles',
    request: () => ({ method: 'GET', url: '/users/roles' }),
    expect: everyone(200),
  },
  {
    name: 'GET users/statistics',
    request: () => ({ method: 'GET', url: '/users/statistics' }),
    expect: adminOnly(200),
  },
  {
    name: 'POST users',
    request: () => ({
      method: 'POST',
      url: '/users',
      payload: {
        name: 'Matrix User',
        email: `matrix${++emailCounter}@example.org`,
        password: 'secret1',
      },
    }),
    expect: adminOnly(201),
  },
  {
    name: 'GET users/{other}',
    request: ({ target }) => ({ method: 'GET', url: `/users/${target}` }),
    expect: adminOnly(200),
  },
  {
    name: 'GET users/{self}',
    request: ({ self, target }) => ({ method: 'GET', url: `/users/${self ?? target}` }),
    expect: everyone(200),
  },
  {
    name: 'PUT users/{other}',
    request: ({ target }) => ({
      method: 'PUT',
      url: `/users/${target}`,
      payload: { name: 'Changed Name' },
    }),
    expect: adminOnly(200),
  },
  {
    name: 'PUT users/{self}',
    request: ({ self, target }) => ({
      method: 'PUT',
      url: `/users/${self ?? target}`,
      payload: { name: 'Changed Name' },
    }),
    expect: everyone(200),
  },
  {
    name: 'DELETE users/{other}',
    request: ({ target }) => ({ method: 'DELETE', url: `/users/${target}` }),
    expect: adminOnly(200),
  },
  {
    name: 'POST users/{other}/restore',
    deletedTarget: true,
    request: ({ target }) => ({ method: 'POST', url: `/users/${target}/restore` }),
    expect: adminOnly(200),
  },
  {
    name: 'DELETE users/{other}/force',
    request: ({ target }) => ({ method: 'DELETE', url: `/users/${target}/force` }),
    expect: expect7(401, 403, 200, 403),
  },
  {
    name: 'POST users/{other}/roles',
    request: ({ target }) => ({
      method: 'POST',
      url: `/users/${target}/roles`,
      payload: { roles: ['reviewer'] },
    }),
    expect: adminOnly(200),
  },
  {
    name: 'GET users/{other}/publications',
    request: ({ target }) => ({ method: 'GET', url: `/users/${target}/publications` }),
    expect: adminOnly(200),
  },
  {
    name: 'GET users/{self}/publications',
    request: ({ self, target }) => ({
      method: 'GET',
      url: `/users/${self ?? target}/publications`,
    }),
    expect: everyone(200),
  },
  {
    name: 'GET dashboard',
    request: () => ({ method: 'GET', url: '/dashboard' }),
    expect: everyone(200),
  },
  {
    name: 'GET auth/me',
    request: () => ({ method: 'GET', url: '/auth/me' }),
    expect: everyone(200),
  },
  {
    name: 'POST auth/logout',
    request: () => ({ method: 'POST', url: '/auth/logout' }),
    expect: everyone(200),
  },
];

const cells = rows.flatMap((row) =>
  WHO.map((who) => [row.name, who, row.expect[who], row] as const),
);

test.each(cells)('%s as %s → %i', async (_name, who, status, row) => {
  const target = await t.createUser({ roles: ['author'] });
  if (row.deletedTarget) {
    await t.db
      .updateTable('users')
      .set({ deleted_at: new Date().toISOString() })
      .where('id', '=', target.id)
      .execute();
  }
  // A fresh caller per cell, so a logout or a rename never leaks into another cell.
  const caller = who === 'anonymous' ? null : await t.createUser({ roles: [who] });
  const cell = row.request({ self: caller?.id ?? null, target: target.id });
  const headers = caller ? t.authHeader(await t.tokenForUser(caller.id)) : {};
  const res = await t.app.inject({
    method: cell.method,
    url: `/api/v1${cell.url}`,
    payload: cell.payload,
    headers,
  });
  expect({ cell: `${row.name} as ${who}`, status: res.statusCode }).toEqual({
    cell: `${row.name} as ${who}`,
    status,
  });
  if (status === 401) expect(res.json()).toEqual({ message: 'Unauthenticated.' });
});
