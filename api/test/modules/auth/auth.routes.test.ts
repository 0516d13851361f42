import crypto from 'node:crypto';
import { buildTestApp, TEST_PASSWORD, type TestApp } from '../../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const post = (url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/v1/auth/${url}`, payload: payload as object, headers });
const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: t.authHeader(token) });

describe('POST auth/register', () => {
  const valid = {
    name: 'New Author',
    email: 'New.Author@Example.org',
    password: 'secret1',
    password_confirmation: 'secret1',
  };

  it('creates an author, signs them in and stores only an argon2id hash', async () => {
    const res = await post('register', valid);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      token_type: 'Bearer',
      user: { name: 'New Author', email: 'new.author@example.org' },
    });
    expect(body.user.roles.map((r: { name: string }) => r.name)).toEqual(['author']);
    expect(typeof body.access_token).toBe('string');
    expect((await me(body.access_token)).json().user.id).toBe(body.user.id);

    const row = await t.db
      .selectFrom('users')
      .select('password')
      .where('id', '=', body.user.id)
      .executeTakeFirstOrThrow();
    expect(row.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const tokens = await t.db
      .selectFrom('access_tokens')
      .selectAll()
      .where('user_id', '=', body.user.id)
      .execute();
    expect(tokens).toHaveLength(1);
    expect(tokens[0]!.token_hash).toBe(
      crypto.createHash('sha256').update(body.access_token).digest('hex'),
    );
    expect(JSON.stringify(tokens)).not.toContain(body.access_token);

    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity_id', '=', body.user.id)
      .where('action', '=', 'registered')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.after).not.toContain('password');
  });

  it('rejects a taken email whatever its case', async () => {
    const res = await post('register', { ...valid, email: 'ADMIN@test.local' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.email).toEqual(['The email has already been taken.']);
  });

  it('answers the spec messages per field', async () => {
    const res = await post('register', {
      name: 'A',
      email: 'nope',
      password: '123',
      password_confirmation: '1234',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      name: ['Name must be at least 2 characters'],
      email: ['Please enter a valid email address'],
      password: ['Password must be at least 6 characters'],
      password_confirmation: ["Passwords don't match"],
    });
  });

  it('puts a mismatch on password_confirmation', async () => {
    const res = await post('register', {
      ...valid,
      email: 'other@example.org',
      password_confirmation: 'secret2',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: "Passwords don't match",
      errors: { password_confirmation: ["Passwords don't match"] },
    });
  });

  it('rejects an empty body with field errors', async () => {
    const res = await post('register', {});
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual([
      'email',
      'name',
      'password',
      'password_confirmation',
    ]);
  });
});

describe('POST auth/login', () => {
  it('signs in with the right password (email case ignored)', async () => {
    const res = await post('login', {
      email: 'EDITOR-IN-CHIEF@test.local',
      password: TEST_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.user.email).toBe('editor-in-chief@test.local');
    expect(body.user.roles[0].name).toBe('editor-in-chief');
    expect(new Date(body.expires_at).getTime()).toBeGreaterThan(Date.now() + 6 * 86_400_000);
  });

  it.each([
    ['a wrong password', { email: 'admin@test.local', password: 'wrong-password' }],
    ['an unknown email', { email: 'nobody@test.local', password: TEST_PASSWORD }],
  ])('answers 422 Invalid email or password for %s', async (_label, payload) => {
    const res = await post('login', payload);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'Invalid email or password',
      errors: { email: ['Invalid email or password'] },
    });
  });

  it('validates with the spec messages', async () => {
    const res = await post('login', { email: 'not-an-email', password: '12345' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      email: ['Please enter a valid email address'],
      password: ['Password must be at least 6 characters'],
    });
  });

  it('refuses a soft-deleted user', async () => {
    const user = await t.createUser({ roles: ['author'] });
    await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/users/${user.id}`,
      headers: t.authHeader(await t.tokenFor('admin')),
    });
    const res = await post('login', { email: user.email, password: user.password });
    expect(res.statusCode).toBe(422);
  });
});

describe('auth/me and auth/logout', () => {
  it('answers 401 Unauthenticated. without, with a malformed or an unknown token', async () => {
    for (const headers of [
      {},
      { authorization: 'Bearer' },
      { authorization: 'Basic abc' },
      { authorization: `Bearer ${'x'.repeat(43)}` },
    ]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Unauthenticated.' });
    }
  });

  it('returns the user with roles and profile', async () => {
    const res = await me(await t.tokenFor('reviewer'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      user: { email: 'reviewer@test.local', academic_profile: null },
    });
  });

  it('refuses an expired token', async () => {
    const token = await t.tokenFor('author');
    await t.db
      .updateTable('access_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('token_hash', '=', crypto.createHash('sha256').update(token).digest('hex'))
      .execute();
    expect((await me(token)).statusCode).toBe(401);
  });

  it('logout revokes the token used, and only that one', async () => {
    const a = await t.tokenFor('associate-editor');
    const b = await t.tokenFor('associate-editor');
    const res = await post('logout', undefined, t.authHeader(a));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Logged out successfully' });
    expect((await me(a)).statusCode).toBe(401);
    expect((await post('logout', undefined, t.authHeader(a))).statusCode).toBe(401);
    expect((await me(b)).statusCode).toBe(200);
  });

  it('deleting a user revokes their tokens at once', async () => {
    const user = await t.createUser({ roles: ['reviewer'] });
    const token = await t.tokenForUser(user.id);
    expect((await me(token)).statusCode).toBe(200);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/users/${user.id}`,
      headers: t.authHeader(await t.tokenFor('admin')),
    });
    expect(del.statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
    const revoked = await t.db
      .selectFrom('access_tokens')
      .select('revoked_at')
      .where('user_id', '=', user.id)
      .execute();
    expect(revoked.every((r) => r.revoked_at !== null)).toBe(true);
  });
});
