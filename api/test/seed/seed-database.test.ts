// The whole seed (core + api-content's content) on a fresh database.
import { DEMO_PASSWORD } from '../../src/seed/demo-accounts';
import { isDatabaseEmpty, seedDatabase } from '../../src/seed/index';
import { buildTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

it('refuses a database that already has users', async () => {
  await expect(seedDatabase(t.db, { schema: t.schema })).rejects.toThrow(/--reset/);
});

it('--reset starts over and seeds users and content', async () => {
  const core = await seedDatabase(t.db, { reset: true, schema: t.schema });
  expect(await isDatabaseEmpty(t.db)).toBe(false);
  expect(core.userIds.length).toBeGreaterThanOrEqual(60);
  // The test users are gone; the demo accounts sign in.
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email: 'admin@colophon.test', password: DEMO_PASSWORD },
  });
  expect(res.statusCode).toBe(200);
  const token = res.json().access_token;
  const dashboard = await t.app.inject({
    method: 'GET',
    url: '/api/v1/dashboard',
    headers: t.authHeader(token),
  });
  const { platform: stats, recent_activity } = dashboard.json().data;
  expect(recent_activity.length).toBeGreaterThan(5);
  expect(recent_activity.map((a: { type: string }) => a.type)).toEqual(
    expect.arrayContaining(['manuscript']),
  );
  expect(stats.total_users).toBe(core.userIds.length);
  expect(stats.total_manuscripts).toBeGreaterThan(0);
  expect(stats.active_journals).toBeGreaterThan(0);
  // The whole seed: on PostgreSQL and a busy machine it can take past jest's default 30 s.
}, 120_000);
