import { buildTestApp, type TestApp } from '../../helpers/test-app';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = t.authHeader(await t.tokenFor('admin'));
});
afterAll(async () => t.close());

type Inject = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
};
const call = ({ method = 'GET', url, payload, headers = admin }: Inject) =>
  t.app.inject({ method, url: `/api/v1/users${url}`, payload: payload as object, headers });

describe('statistics and publications', () => {
  it('counts users', async () => {
    const res = await call({ url: '/statistics' });
    expect(res.statusCode).toBe(200);
    const s = res.json().data;
    const rows = await t.db
      .selectFrom('users')
      .select(['deleted_at', 'email_verified_at'])
      .execute();
    expect(s.total).toBe(rows.length);
    expect(s.deleted).toBe(rows.filter((r) => r.deleted_at).length);
    expect(s.active).toBe(s.total - s.deleted);
    expect(s.verified + s.unverified).toBe(s.total);
    expect(s.new_this_month).toBe(rows.length);
    expect(s.by_role.find((r: { role: string }) => r.role === 'editor-in-chief').count).toBe(1);
  });

  it('pages a user’s publications; owners and admins only', async () => {
    const user = await t.createUser({ roles: ['author'] });
    const now = new Date().toISOString();
    await t.db
      .insertInto('publications')
      .values(
        Array.from({ length: 3 }, (_, i) => ({
          user_id: user.id,
          title: `Paper ${i}`,
          type: 'journal_article',
          is_verified: i === 0,
          is_open_access: true,
          is_featured: false,
          publication_year: 2020 + i,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
    const res = await call({ url: `/${user.id}/publications?per_page=2` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.meta).toEqual({ current_page: 1, per_page: 2, last_page: 2, total: 3 });
    expect(body.data[0]).toMatchObject({
      title: 'Paper 2',
      type_label: 'Journal Article',
      is_verified: false,
      is_open_access: true,
    });
    expect(
      (
        await call({
          url: `/${user.id}/publications`,
          headers: t.authHeader(await t.tokenForUser(user.id)),
        })
      ).json().meta.per_page,
    ).toBe(100);
    expect(
      (
        await call({
          url: `/${user.id}/publications`,
          headers: t.authHeader(await t.tokenFor('reviewer')),
        })
      ).statusCode,
    ).toBe(403);
    expect((await call({ url: '/987654/publications' })).statusCode).toBe(404);
  });
});
