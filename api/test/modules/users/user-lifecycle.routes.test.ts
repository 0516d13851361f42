import { buildTestApp, type TestApp } from '../../helpers/test-app';

let t: TestApp;
let admin: Record<string, string>;
let superAdmin: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = t.authHeader(await t.tokenFor('admin'));
  superAdmin = t.authHeader(await t.tokenFor('super-admin'));
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
const roleNames = (user: { roles: { name: string }[] }) => user.roles.map((r) => r.name).sort();
const auditOf = (id: number) =>
  t.db
    .selectFrom('audit_log')
    .selectAll()
    .where('entity', '=', 'user')
    .where('entity_id', '=', id)
    .orderBy('id')
    .execute();

describe('DELETE, restore and force delete', () => {
  it('soft-deletes (roles removed, data kept) and restores without roles', async () => {
    const user = await t.createUser({ roles: ['reviewer', 'author'] });
    const del = await call({ method: 'DELETE', url: `/${user.id}` });
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ message: 'User deleted successfully' });
    const deleted = (await call({ url: `/${user.id}` })).json().data;
    expect(deleted.deleted_at).not.toBeNull();
    expect(deleted.roles).toEqual([]);
    expect((await call({ method: 'DELETE', url: `/${user.id}` })).statusCode).toBe(409);

    const restore = await call({ method: 'POST', url: `/${user.id}/restore` });
    expect(restore.statusCode).toBe(200);
    expect(restore.json().message).toBe('User restored successfully');
    expect(restore.json().data).toMatchObject({ deleted_at: null, roles: [] });
    expect((await call({ method: 'POST', url: `/${user.id}/restore` })).statusCode).toBe(409);
    expect((await auditOf(user.id)).map((a) => a.action)).toEqual(['deleted', 'restored']);
  });

  it('nobody deletes themselves; admins cannot delete a super-admin', async () => {
    expect((await call({ method: 'DELETE', url: `/${t.users.admin.id}` })).statusCode).toBe(403);
    expect(
      (await call({ method: 'DELETE', url: `/${t.users['super-admin'].id}` })).statusCode,
    ).toBe(403);
  });

  it('force delete answers 409 while manuscripts refer to the user, and changes nothing', async () => {
    const user = await t.createUser({ roles: ['author'] });
    const now = new Date().toISOString();
    const journal = await t.db
      .insertInto('journals')
      .values({ title: 'J', description: 'd', is_active: true, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('manuscripts')
      .values({
        journal_id: journal.id,
        submitter_id: user.id,
        title: 'Mine',
        abstract: 'a',
        manuscript_type: 'research_article',
        status: 'draft',
        created_at: now,
        updated_at: now,
      })
      .execute();
    const token = await t.tokenForUser(user.id);
    const res = await call({ method: 'DELETE', url: `/${user.id}/force`, headers: superAdmin });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/cannot be permanently deleted/);
    expect(
      await t.db.selectFrom('users').select('id').where('id', '=', user.id).executeTakeFirst(),
    ).toBeDefined();
    // The transaction rolled back: the token still works and no audit row was written.
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: t.authHeader(token),
    });
    expect(me.statusCode).toBe(200);
    expect(await auditOf(user.id)).toEqual([]);
  });

  it('force delete removes the row (super-admin only)', async () => {
    const user = await t.createUser({ roles: ['author'] });
    expect((await call({ method: 'DELETE', url: `/${user.id}/force` })).statusCode).toBe(403);
    const res = await call({ method: 'DELETE', url: `/${user.id}/force`, headers: superAdmin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'User permanently deleted' });
    expect(
      await t.db.selectFrom('users').select('id').where('id', '=', user.id).executeTakeFirst(),
    ).toBeUndefined();
    expect((await auditOf(user.id)).map((a) => a.action)).toEqual(['force_deleted']);
    expect(
      (await call({ method: 'DELETE', url: `/${user.id}/force`, headers: superAdmin })).json(),
    ).toEqual({ message: 'User not found' });
  });
});

describe('roles', () => {
  it('lists every role', async () => {
    const res = await call({ url: '/roles', headers: t.authHeader(await t.tokenFor('author')) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((r: { name: string }) => r.name)).toEqual([
      'admin',
      'super-admin',
      'editor-in-chief',
      'associate-editor',
      'reviewer',
      'author',
    ]);
    expect(res.json().data[0]).toEqual({
      id: expect.any(Number),
      name: 'admin',
      description: expect.any(String),
    });
  });

  it('assigns roles by name (admin), audited', async () => {
    const user = await t.createUser({ roles: ['author'] });
    const res = await call({
      method: 'POST',
      url: `/${user.id}/roles`,
      payload: { roles: ['reviewer', 'associate-editor', 'reviewer'] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Roles updated successfully');
    expect(roleNames(res.json().data)).toEqual(['associate-editor', 'reviewer']);
    const [audit] = await auditOf(user.id);
    expect(audit!.action).toBe('roles_assigned');
    expect(roleNames(JSON.parse(audit!.before!))).toEqual(['author']);
  });

  it('answers the exact 403 to non-admins, even with a bad body', async () => {
    for (const role of ['editor-in-chief', 'associate-editor', 'reviewer', 'author'] as const) {
      for (const payload of [{ roles: ['author'] }, { roles: 'nope' }]) {
        const res = await call({
          method: 'POST',
          url: `/${t.users.author.id}/roles`,
          payload,
          headers: t.authHeader(await t.tokenFor(role)),
        });
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({
          message:
            'You do not have permission to assign roles to this user. Admin or Super Admin role required.',
        });
      }
    }
  });

  it('validates the roles', async () => {
    const id = t.users.author.id;
    expect(
      (await call({ method: 'POST', url: `/${id}/roles`, payload: { roles: ['ghost'] } })).json()
        .errors.roles,
    ).toEqual(['The selected role "ghost" is invalid.']);
    expect((await call({ method: 'POST', url: `/${id}/roles`, payload: {} })).statusCode).toBe(422);
    expect(
      (
        await call({
          method: 'POST',
          url: `/${id}/roles`,
          payload: { roles: ['author'], extra: 1 },
        })
      ).statusCode,
    ).toBe(422);
    expect(
      (await call({ method: 'POST', url: '/424242/roles', payload: { roles: ['author'] } }))
        .statusCode,
    ).toBe(404);
  });

  it('only a super-admin grants super-admin', async () => {
    const user = await t.createUser({ roles: ['author'] });
    expect(
      (
        await call({
          method: 'POST',
          url: `/${user.id}/roles`,
          payload: { roles: ['super-admin'] },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await call({
          method: 'POST',
          url: `/${user.id}/roles`,
          payload: { roles: ['super-admin'] },
          headers: superAdmin,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await call({ method: 'POST', url: `/${user.id}/roles`, payload: { roles: ['author'] } }))
        .statusCode,
    ).toBe(403);
  });
});
