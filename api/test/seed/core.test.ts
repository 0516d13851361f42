import { faker } from '@faker-js/faker';
import { seedCore } from '../../src/seed/core';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../src/seed/demo-accounts';
import { buildTestApp, type TestApp } from '../helpers/test-app';

let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  [a, b] = await Promise.all([buildTestApp(), buildTestApp()]);
});
afterAll(async () => Promise.all([a.close(), b.close()]));

it('seeds demo accounts, ~60 users with profiles and publications, deterministically', async () => {
  faker.seed(7);
  const first = await seedCore(a.db, faker);
  faker.seed(7);
  await seedCore(b.db, faker);

  expect(first.userIds.length).toBeGreaterThanOrEqual(60);
  expect(first.usersByRole.author.length).toBeGreaterThan(10);
  expect(first.usersByRole.reviewer.length).toBeGreaterThan(3);
  expect(Object.keys(first.demoUserIds).sort()).toEqual(DEMO_ACCOUNTS.map((d) => d.role).sort());

  const names = (t: TestApp) =>
    t.db.selectFrom('users').select(['name', 'email']).orderBy('id').execute();
  expect(await names(a)).toEqual(await names(b));
  const profiles = await a.db.selectFrom('academic_profiles').select('id').execute();
  expect(profiles.length).toBeGreaterThanOrEqual(66);
  const publications = await a.db.selectFrom('publications').select('id').execute();
  expect(publications.length).toBeGreaterThan(60);
});

it('every demo account signs in with colophon-demo and holds its role', async () => {
  for (const account of DEMO_ACCOUNTS) {
    const res = await a.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: account.email, password: DEMO_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.roles.map((r: { name: string }) => r.name)).toEqual([account.role]);
  }
});

it('seeded users read back through the API with profiles', async () => {
  const token = await a.tokenFor('admin');
  const res = await a.app.inject({
    method: 'GET',
    url: '/api/v1/users?per_page=100&status=deleted',
    headers: a.authHeader(token),
  });
  expect(res.json().meta.total).toBe(3);
  const list = await a.app.inject({
    method: 'GET',
    url: '/api/v1/users?per_page=100',
    headers: a.authHeader(token),
  });
  expect(list.statusCode).toBe(200);
  expect(
    list.json().data.filter((u: { academic_profile: unknown }) => u.academic_profile).length,
  ).toBeGreaterThan(60);
});
