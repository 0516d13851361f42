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

describe('GET users', () => {
  beforeAll(async () => {
    for (let i = 0; i < 20; i++)
      await t.createUser({ roles: ['author'], name: `Paging Person ${i}` });
  });

  it('pages with meta', async () => {
    const res = await call({ url: '?page=2&per_page=5' });
    expect(res.statusCode).toBe(200);
    const { data, meta } = res.json();
    const total = Number(
      (
        await t.db
          .selectFrom('users')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    expect(meta).toEqual({ current_page: 2, per_page: 5, total, last_page: Math.ceil(total / 5) });
    expect(data).toHaveLength(5);
    expect(data[0]).toHaveProperty('roles');
    expect(data[0]).not.toHaveProperty('password');
  });

  it('defaults to 15 per page, caps per_page at 100 and tolerates a cache-busting parameter', async () => {
    expect((await call({ url: '' })).json().meta.per_page).toBe(15);
    expect((await call({ url: '?per_page=500&_t=123' })).json().meta.per_page).toBe(100);
  });

  it('answers an empty page past the end', async () => {
    const res = (await call({ url: '?page=999' })).json();
    expect(res.data).toEqual([]);
    expect(res.meta.current_page).toBe(999);
  });

  it('searches name and email case-insensitively, with LIKE wildcards taken literally', async () => {
    const byName = (await call({ url: '?search=paging%20PERSON%201&per_page=100' })).json();
    expect(byName.data.map((u: { name: string }) => u.name).sort()).toEqual(
      ['Paging Person 1', ...Array.from({ length: 10 }, (_, i) => `Paging Person 1${i}`)].sort(),
    );
    expect(
      (await call({ url: '?search=ADMIN%40TEST' }))
        .json()
        .data.map((u: { email: string }) => u.email),
    ).toEqual(expect.arrayContaining(['admin@test.local', 'super-admin@test.local']));
    expect((await call({ url: '?search=%25' })).json().meta.total).toBe(0);
  });

  it('filters by role and status', async () => {
    const reviewers = (await call({ url: '?role=reviewer' })).json();
    expect(reviewers.data.map((u: { email: string }) => u.email)).toEqual(['reviewer@test.local']);
    const gone = await t.createUser({ roles: ['author'] });
    await call({ method: 'DELETE', url: `/${gone.id}` });
    const deleted = (await call({ url: '?status=deleted' })).json();
    expect(deleted.data.map((u: { id: number }) => u.id)).toContain(gone.id);
    expect(deleted.data.every((u: { deleted_at: string | null }) => u.deleted_at)).toBe(true);
    const active = (await call({ url: '?status=active&per_page=100' })).json();
    expect(active.data.map((u: { id: number }) => u.id)).not.toContain(gone.id);
    const all = (await call({ url: '?status=all&per_page=100' })).json();
    expect(all.data.map((u: { id: number }) => u.id)).toContain(gone.id);
  });

  it('answers 422 for a bad query', async () => {
    const res = await call({ url: '?status=zombie&page=0' });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['page', 'status']);
  });
});

describe('GET users/{id}', () => {
  it('returns roles and the academic profile', async () => {
    const created = await call({
      method: 'POST',
      url: '',
      payload: {
        name: 'Dr Profile',
        email: 'profile@example.org',
        password: 'secret1',
        roles: ['author', 'reviewer'],
        academic_profile: {
          title: 'Dr.',
          first_name: 'Pro',
          last_name: 'File',
          h_index: 12,
          research_areas: ['Ecology'],
          languages: ['English'],
        },
      },
    });
    const id = created.json().data.id;
    const res = await call({ url: `/${id}` });
    expect(res.statusCode).toBe(200);
    const user = res.json().data;
    expect(roleNames(user)).toEqual(['author', 'reviewer']);
    expect(user.academic_profile).toMatchObject({
      title: 'Dr.',
      h_index: 12,
      research_areas: ['Ecology'],
      languages: ['English'],
      citation_count: 0,
    });
  });

  it('answers 404 User not found for a missing or non-numeric id', async () => {
    for (const id of ['999999', 'abc', '-1', '1.5']) {
      const res = await call({ url: `/${id}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'User not found' });
    }
  });

  it('lets any user read themselves but nobody else', async () => {
    const author = t.authHeader(await t.tokenFor('author'));
    expect((await call({ url: `/${t.users.author.id}`, headers: author })).statusCode).toBe(200);
    expect((await call({ url: `/${t.users.reviewer.id}`, headers: author })).statusCode).toBe(403);
  });
});

describe('POST users', () => {
  it('creates with the author role by default, audited', async () => {
    const res = await call({
      method: 'POST',
      url: '',
      payload: { name: 'Plain User', email: 'Plain@Example.org', password: 'secret1' },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe('User created successfully');
    expect(body.data.email).toBe('plain@example.org');
    expect(roleNames(body.data)).toEqual(['author']);
    const audit = await auditOf(body.data.id);
    expect(audit.map((a) => [a.action, a.actor_id])).toEqual([['created', t.users.admin.id]]);
  });

  it('rejects duplicates, unknown fields and unknown roles with 422', async () => {
    const dup = await call({
      method: 'POST',
      url: '',
      payload: { name: 'Dup', email: 'AUTHOR@test.local', password: 'secret1' },
    });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors.email).toEqual(['The email has already been taken.']);
    const extra = await call({
      method: 'POST',
      url: '',
      payload: { name: 'X Y', email: 'x@y.org', password: 'secret1', is_admin: true },
    });
    expect(extra.statusCode).toBe(422);
    expect(extra.json().errors.is_admin).toEqual(['The is_admin field is not allowed.']);
    const role = await call({
      method: 'POST',
      url: '',
      payload: { name: 'X Y', email: 'x@y.org', password: 'secret1', roles: ['wizard'] },
    });
    expect(role.statusCode).toBe(422);
    expect(role.json().errors.roles).toEqual(['The selected role "wizard" is invalid.']);
    const long = await call({
      method: 'POST',
      url: '',
      payload: { name: 'x'.repeat(300), email: 'x@y.org', password: 'secret1' },
    });
    expect(long.statusCode).toBe(422);
    expect(
      await t.db.selectFrom('users').select('id').where('email', '=', 'x@y.org').execute(),
    ).toHaveLength(0);
  });

  it('only a super-admin may create a super-admin', async () => {
    const payload = {
      name: 'Mighty',
      email: 'mighty@example.org',
      password: 'secret1',
      roles: ['super-admin'],
    };
    expect((await call({ method: 'POST', url: '', payload })).statusCode).toBe(403);
    expect((await call({ method: 'POST', url: '', payload, headers: superAdmin })).statusCode).toBe(
      201,
    );
  });
});

describe('PUT users/{id}', () => {
  it('updates fields, replaces roles and merges the profile', async () => {
    const user = await t.createUser({ roles: ['author'] });
    const res = await call({
      method: 'PUT',
      url: `/${user.id}`,
      payload: {
        name: 'Renamed',
        roles: ['reviewer'],
        academic_profile: { institution: 'Uni A', languages: ['Urdu'] },
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('User updated successfully');
    expect(res.json().data).toMatchObject({
      name: 'Renamed',
      academic_profile: { institution: 'Uni A', languages: ['Urdu'] },
    });
    expect(roleNames(res.json().data)).toEqual(['reviewer']);
    const again = await call({
      method: 'PUT',
      url: `/${user.id}`,
      payload: { academic_profile: { city: 'Lahore' } },
    });
    expect(again.json().data.academic_profile).toMatchObject({
      institution: 'Uni A',
      city: 'Lahore',
    });
    const audit = await auditOf(user.id);
    expect(audit.map((a) => a.action)).toEqual(['updated', 'updated']);
    expect(JSON.parse(audit[0]!.before!).name).toBe(user.name);
    expect(JSON.parse(audit[0]!.after!).name).toBe('Renamed');
  });

  it('lets users edit themselves but not their roles', async () => {
    const user = await t.createUser({ roles: ['author'] });
    const own = t.authHeader(await t.tokenForUser(user.id));
    expect(
      (await call({ method: 'PUT', url: `/${user.id}`, payload: { name: 'Myself' }, headers: own }))
        .statusCode,
    ).toBe(200);
    const roles = await call({
      method: 'PUT',
      url: `/${user.id}`,
      payload: { roles: ['admin'] },
      headers: own,
    });
    expect(roles.statusCode).toBe(403);
    expect(roles.json().message).toBe(
      'You do not have permission to assign roles to this user. Admin or Super Admin role required.',
    );
    expect(
      (
        await call({
          method: 'PUT',
          url: `/${t.users.reviewer.id}`,
          payload: { name: 'Hijack' },
          headers: own,
        })
      ).statusCode,
    ).toBe(403);
  });

  it('refuses an email taken by someone else', async () => {
    const user = await t.createUser({ roles: ['author'] });
    const res = await call({
      method: 'PUT',
      url: `/${user.id}`,
      payload: { email: 'Reviewer@test.local' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.email).toEqual(['The email has already been taken.']);
  });

  it('a new password signs the account out elsewhere', async () => {
    const user = await t.createUser({ roles: ['author'] });
    const token = await t.tokenForUser(user.id);
    expect(
      (await call({ method: 'PUT', url: `/${user.id}`, payload: { password: 'another-secret' } }))
        .statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: t.authHeader(token) }))
        .statusCode,
    ).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: user.email, password: 'another-secret' },
    });
    expect(login.statusCode).toBe(200);
  });
});
