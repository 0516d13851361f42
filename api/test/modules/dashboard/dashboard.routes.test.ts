import { buildTestApp, type TestApp } from '../../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const get = async (role: Parameters<TestApp['tokenFor']>[0]) =>
  t.app.inject({
    method: 'GET',
    url: '/api/v1/dashboard',
    headers: t.authHeader(await t.tokenFor(role)),
  });

it('answers live figures with every manuscript status', async () => {
  const res = await get('editor-in-chief');
  expect(res.statusCode).toBe(200);
  const { data } = res.json();
  expect(Object.keys(data.stats).sort()).toEqual(
    [
      'active_journals',
      'pending_reviews',
      'published_this_month',
      'total_manuscripts',
      'total_users',
    ].sort(),
  );
  expect(data.stats.total_users).toBe(6);
  for (const status of [
    'draft',
    'submitted',
    'under_review',
    'revision_requested',
    'accepted',
    'published',
    'rejected',
  ]) {
    expect(typeof data.manuscripts_by_status[status]).toBe('number');
  }
  const sum = Object.values(data.manuscripts_by_status as Record<string, number>).reduce(
    (a, b) => a + b,
    0,
  );
  expect(sum).toBe(data.stats.total_manuscripts);
});

it('tells the audit log as recent activity, newest first, without sign-ins', async () => {
  const adminToken = await t.tokenFor('admin');
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/v1/users',
    headers: t.authHeader(adminToken),
    payload: { name: 'Activity Person', email: 'activity@example.org', password: 'secret1' },
  });
  const id = created.json().data.id;
  await t.app.inject({
    method: 'DELETE',
    url: `/api/v1/users/${id}`,
    headers: t.authHeader(adminToken),
  });
  await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email: 'admin@test.local', password: 'secret-password' },
  });

  const { data } = (await get('associate-editor')).json();
  expect(data.recent_activity.slice(0, 2)).toEqual([
    expect.objectContaining({
      type: 'user',
      action: 'deleted',
      title: 'User deleted',
      actor: { id: t.users.admin.id, name: 'The admin' },
    }),
    expect.objectContaining({
      type: 'user',
      action: 'created',
      description: 'The admin created user “Activity Person”',
    }),
  ]);
  expect(data.recent_activity.every((a: { type: string }) => a.type !== 'session')).toBe(true);
});

it('shows an author only their own activity', async () => {
  const { data } = (await get('author')).json();
  expect(
    data.recent_activity.every(
      (a: { actor: { id: number } | null }) => a.actor?.id === t.users.author.id,
    ),
  ).toBe(true);
});

it('needs a sign-in', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/dashboard' });
  expect(res.statusCode).toBe(401);
});
