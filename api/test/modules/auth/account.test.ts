// Account changes need the current password; e-mail verification by signed
// link; common passwords refused.
import { toBool } from '../../../src/db/portable';
import { buildTestApp, TEST_PASSWORD, type TestApp, type TestUser } from '../../helpers/test-app';

/** The mails queued in the outbox, oldest first (every mail goes through it). */
const outbox = async () =>
  (
    await t.db
      .selectFrom('mail_outbox')
      .select(['address', 'subject', 'body', 'sensitive'])
      .orderBy('id')
      .execute()
  ).map((m) => ({
    to: m.address,
    subject: m.subject,
    text: m.body,
    sensitive: toBool(m.sensitive),
  }));

/** The token of the last verification link mailed to `to`. */
async function lastLinkTo(to: string): Promise<string> {
  const mail = (await outbox()).reverse().find((m) => m.to === to);
  const match = mail && /\/verify-email\?token=([^\s]+)/.exec(mail.text);
  if (!match) throw new Error(`no verification link mailed to ${to}`);
  return decodeURIComponent(match[1]!);
}

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ config: { appUrl: 'http://panel.test' } });
});
afterAll(async () => t.close());

const post = (url: string, token: string | null, payload?: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/auth/${url}`,
    headers: token ? t.authHeader(token) : {},
    ...(payload ? { payload } : {}),
  });
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password } });
const fieldErrors = (res: { json: () => { errors?: Record<string, string[]> } }) =>
  res.json().errors ?? {};

describe('POST auth/password', () => {
  let user: TestUser;
  let token: string;
  beforeEach(async () => {
    user = await t.createUser();
    token = await t.tokenForUser(user.id);
  });

  it('needs the current password', async () => {
    const missing = await post('password', token, {
      password: 'a-new-secret',
      password_confirmation: 'a-new-secret',
    });
    expect(missing.statusCode).toBe(422);
    expect(fieldErrors(missing).current_password).toEqual(['Please enter your current password']);
    const wrong = await post('password', token, {
      current_password: 'not-my-password',
      password: 'a-new-secret',
      password_confirmation: 'a-new-secret',
    });
    expect(wrong.statusCode).toBe(422);
    expect(fieldErrors(wrong).current_password).toEqual(['The current password is incorrect']);
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a common password with a field message', async () => {
    for (const password of ['123456', 'password', 'qwerty123']) {
      const res = await post('password', token, {
        current_password: TEST_PASSWORD,
        password,
        password_confirmation: password,
      });
      expect(res.statusCode).toBe(422);
      expect(fieldErrors(res).password).toEqual([
        'This password is too common. Choose one that is harder to guess',
      ]);
    }
  });

  it('changes it, keeps this session and ends the others', async () => {
    const other = await t.tokenForUser(user.id);
    const res = await post('password', token, {
      current_password: TEST_PASSWORD,
      password: 'a-new-secret',
      password_confirmation: 'a-new-secret',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, user: { id: user.id } });
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(422);
    expect((await login(user.email, 'a-new-secret')).statusCode).toBe(200);
    const me = (tok: string) =>
      t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: t.authHeader(tok) });
    expect((await me(token)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
  });

  it('answers 401 without a session', async () => {
    expect((await post('password', null, {})).statusCode).toBe(401);
  });
});

describe('POST auth/email and verification', () => {
  it('needs the current password, resets verification and mails a link that verifies', async () => {
    const user = await t.createUser();
    const token = await t.tokenForUser(user.id);
    const wrong = await post('email', token, { current_password: 'nope-nope', email: 'new@x.org' });
    expect(wrong.statusCode).toBe(422);
    expect(fieldErrors(wrong).current_password).toEqual(['The current password is incorrect']);

    const email = `changed-${user.id}@example.org`;
    const res = await post('email', token, { current_password: TEST_PASSWORD, email });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ email, email_verified_at: null });
    const link = await lastLinkTo(email);
    const last = (await outbox()).at(-1)!;
    expect(last.text).toContain(`http://panel.test/verify-email?token=`);
    // A link that proves an address: never shown in the panel's outbox.
    expect(last.sensitive).toBe(true);

    const verified = await post('email/verify', null, { token: link });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().user.email_verified_at).toEqual(expect.any(String));
    // Opening the link twice is harmless.
    expect((await post('email/verify', null, { token: link })).statusCode).toBe(200);
  });

  it('refuses the same address, a taken address, and an invalid link', async () => {
    const user = await t.createUser();
    const token = await t.tokenForUser(user.id);
    const same = await post('email', token, {
      current_password: TEST_PASSWORD,
      email: user.email.toUpperCase(),
    });
    expect(fieldErrors(same).email).toEqual(['This is already your email address']);
    const taken = await post('email', token, {
      current_password: TEST_PASSWORD,
      email: t.users.admin.email,
    });
    expect(fieldErrors(taken).email).toEqual(['The email has already been taken.']);
    for (const bad of ['nonsense', `${user.id}.9999999999.${'A'.repeat(43)}`]) {
      const res = await post('email/verify', null, { token: bad });
      expect(res.statusCode).toBe(422);
      expect(fieldErrors(res).token).toEqual(['This verification link is invalid or has expired']);
    }
  });

  it("a link stops working once the address changes, and another user's link is no use", async () => {
    const user = await t.createUser();
    const token = await t.tokenForUser(user.id);
    await post('email', token, { current_password: TEST_PASSWORD, email: `a-${user.id}@x.org` });
    const first = await lastLinkTo(`a-${user.id}@x.org`);
    await post('email', token, { current_password: TEST_PASSWORD, email: `b-${user.id}@x.org` });
    expect((await post('email/verify', null, { token: first })).statusCode).toBe(422);
    // Signed for one id: pointing it at another user breaks the signature.
    const forged = first.replace(/^\d+/, String(t.users.admin.id));
    expect((await post('email/verify', null, { token: forged })).statusCode).toBe(422);
  });

  it('resends a link while unverified, and says so when verified', async () => {
    const user = await t.createUser();
    const token = await t.tokenForUser(user.id);
    const already = await post('email/verification', token);
    expect(already.json()).toMatchObject({ success: true, sent: false });
    await t.db
      .updateTable('users')
      .set({ email_verified_at: null })
      .where('id', '=', user.id)
      .execute();
    const before = (await outbox()).length;
    const sent = await post('email/verification', token);
    expect(sent.json()).toMatchObject({ success: true, sent: true });
    expect((await outbox()).length).toBe(before + 1);
    expect(
      (await post('email/verify', null, { token: await lastLinkTo(user.email) })).statusCode,
    ).toBe(200);
  });
});

describe('PUT users/{id}', () => {
  const put = (id: number, token: string, payload: object) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/v1/users/${id}`,
      headers: t.authHeader(token),
      payload,
    });

  it('needs the current password for a self-edit of password or email', async () => {
    const user = await t.createUser({ roles: ['author'] });
    const token = await t.tokenForUser(user.id);
    const noCurrent = await put(user.id, token, { password: 'a-new-secret' });
    expect(noCurrent.statusCode).toBe(422);
    expect(fieldErrors(noCurrent).current_password).toEqual(['Please enter your current password']);
    const email = await put(user.id, token, {
      email: `x-${user.id}@x.org`,
      current_password: 'wrong!',
    });
    expect(fieldErrors(email).current_password).toEqual(['The current password is incorrect']);
    // Name and the unchanged address need nothing.
    expect((await put(user.id, token, { name: 'New Name', email: user.email })).statusCode).toBe(
      200,
    );
    const ok = await put(user.id, token, {
      email: `y-${user.id}@x.org`,
      current_password: TEST_PASSWORD,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ email: `y-${user.id}@x.org`, email_verified_at: null });
    expect(await lastLinkTo(`y-${user.id}@x.org`)).toMatch(/^\d+\.\d+\./);
  });

  it('an admin editing someone else needs no current password', async () => {
    const user = await t.createUser({ roles: ['author'] });
    const admin = await t.tokenFor('admin');
    const res = await put(user.id, admin, {
      password: 'set-by-admin',
      email: `z-${user.id}@x.org`,
    });
    expect(res.statusCode).toBe(200);
    expect((await login(`z-${user.id}@x.org`, 'set-by-admin')).statusCode).toBe(200);
  });

  it('refuses a common password from anyone', async () => {
    const user = await t.createUser({ roles: ['author'] });
    const admin = await t.tokenFor('admin');
    const res = await put(user.id, admin, { password: 'password1' });
    expect(res.statusCode).toBe(422);
    expect(fieldErrors(res).password).toEqual([
      'This password is too common. Choose one that is harder to guess',
    ]);
  });
});

describe('POST auth/register', () => {
  const register = (password: string, email = `r${Math.random()}@example.org`) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: { name: 'Ada Lovelace', email, password, password_confirmation: password },
    });

  it.each([
    ['123456', 'This password is too common. Choose one that is harder to guess'],
    ['password', 'This password is too common. Choose one that is harder to guess'],
    ['      ', 'Password must be at least 6 characters'],
    ['\u200b'.repeat(6), 'Password must be at least 6 characters'],
  ])('refuses %j', async (password, message) => {
    const res = await register(password);
    expect(res.statusCode).toBe(422);
    expect(fieldErrors(res).password).toEqual([message]);
  });

  it('speaks the request language', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      headers: { 'accept-language': 'de' },
      payload: {
        name: 'Ada',
        email: 'de@example.org',
        password: '123456',
        password_confirmation: '123456',
      },
    });
    expect(fieldErrors(res).password).toEqual([
      'Dieses Passwort ist zu verbreitet. Wählen Sie eines, das schwerer zu erraten ist',
    ]);
  });

  it('registers unverified and mails a verification link', async () => {
    const email = `fresh-${Date.now()}@example.org`;
    const res = await register('a-good-secret', email);
    expect(res.statusCode).toBe(201);
    expect(res.json().user.email_verified_at).toBeNull();
    expect((await post('email/verify', null, { token: await lastLinkTo(email) })).statusCode).toBe(
      200,
    );
  });
});
