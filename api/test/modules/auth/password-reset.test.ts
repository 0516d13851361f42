// A forgotten password: the same answer with an account or without, a signed
// single-use link valid one hour mailed through the outbox (sensitive), every
// session ended on reset, limits per address and per IP.
import { sessionCacheOf } from '../../../src/modules/auth/session-cache';
import { loginGuardOf } from '../../../src/modules/auth/login-guard';
import { resetPassword } from '../../../src/modules/auth/password-reset.service';
import { hashToken } from '../../../src/modules/auth/tokens';
import { buildTestApp, TEST_PASSWORD, type TestApp, type TestUser } from '../../helpers/test-app';

const NEW_PASSWORD = 'quiet-harbour-71';
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    config: { appUrl: 'http://panel.test' },
  });
});
afterAll(async () => t.close());

const forgot = (email: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/password/forgot',
    payload: { email },
    headers,
  });
const reset = (token: string, password = NEW_PASSWORD) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/password/reset',
    payload: { token, password, password_confirmation: password },
  });
const login = (email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email, password },
  });
const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: t.authHeader(token) });

const outboxTo = (address: string) =>
  t.db.selectFrom('mail_outbox').selectAll().where('address', '=', address).orderBy('id').execute();

/** Asks until the session is answered from memory (PostgreSQL: once the LISTEN connection is up). */
async function kept(token: string) {
  const counts = sessionCacheOf(t.db)!.counts;
  for (let attempt = 0; attempt < 100; attempt++) {
    const before = counts.hits;
    expect((await me(token)).statusCode).toBe(200);
    if (counts.hits > before) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the session was never answered from memory');
}

/** The token of the newest reset link mailed to `address`. */
async function linkTo(address: string): Promise<string> {
  const mails = await outboxTo(address);
  const match = /http:\/\/panel\.test\/reset-password\?token=(\S+)/.exec(mails.at(-1)?.body ?? '');
  if (!match) throw new Error(`no reset link mailed to ${address}`);
  return decodeURIComponent(match[1]!);
}

describe('POST auth/password/forgot', () => {
  it('answers the same for an address with an account and one without', async () => {
    const user = await t.createUser();
    const known = await forgot(user.email);
    const unknown = await forgot(`nobody-${user.id}@test.local`);
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({
      success: true,
      message:
        'If an account exists for this address, we have sent a link to reset the password. It is valid for one hour.',
    });
    expect(known.headers['content-length']).toBe(unknown.headers['content-length']);
    expect(await outboxTo(user.email)).toHaveLength(1);
    expect(await outboxTo(`nobody-${user.id}@test.local`)).toHaveLength(0);
  });

  it('mails a sensitive link in the outbox and keeps only its hash', async () => {
    const user = await t.createUser();
    expect((await forgot(user.email.toUpperCase())).statusCode).toBe(202);
    const [mail] = await outboxTo(user.email);
    expect(mail).toMatchObject({
      user_id: user.id,
      manuscript_id: null,
      template_key: null,
      state: 'queued',
      locale: 'en',
      subject: 'Reset your Colophon password',
    });
    expect(Boolean(mail!.sensitive)).toBe(true);
    expect(mail!.body).toContain(`Hello ${user.name},`);
    const token = await linkTo(user.email);
    const rows = await t.db
      .selectFrom('password_resets')
      .selectAll()
      .where('user_id', '=', user.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toBe(hashToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    // Valid one hour.
    const ttl = Date.parse(rows[0]!.expires_at) - Date.parse(rows[0]!.created_at);
    expect(ttl).toBe(3600_000);
  });

  it("writes in the account's language, else the request's", async () => {
    const urdu = await t.createUser();
    await t.db.updateTable('users').set({ locale: 'ur' }).where('id', '=', urdu.id).execute();
    await forgot(urdu.email, { 'accept-language': 'de' });
    const [ur] = await outboxTo(urdu.email);
    expect(ur).toMatchObject({ locale: 'ur', subject: 'اپنا Colophon پاس ورڈ ری سیٹ کریں' });
    expect(ur!.body).toContain('http://panel.test/reset-password?token=');
    const german = await t.createUser();
    await forgot(german.email, { 'accept-language': 'de-AT,de;q=0.9' });
    const [de] = await outboxTo(german.email);
    expect(de).toMatchObject({ locale: 'de', subject: 'Ihr Colophon-Passwort zurücksetzen' });
  });

  it('mails nothing for a deleted account, and answers the same', async () => {
    const user = await t.createUser();
    await t.db
      .updateTable('users')
      .set({ deleted_at: new Date().toISOString() })
      .where('id', '=', user.id)
      .execute();
    const res = await forgot(user.email);
    expect(res.statusCode).toBe(202);
    expect(await outboxTo(user.email)).toHaveLength(0);
  });

  it('refuses a malformed address at the field', async () => {
    const res = await forgot('not-an-address');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.email).toEqual(['Please enter a valid email address']);
  });
});

describe('POST auth/password/reset', () => {
  let user: TestUser;
  beforeEach(async () => {
    user = await t.createUser();
  });

  it('sets the password through the mailed link', async () => {
    await forgot(user.email);
    const res = await reset(await linkTo(user.email));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'Your password has been changed. Sign in with the new password.',
    });
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(422);
  });

  it('works once: a second use is refused, and so are the other links of the account', async () => {
    await forgot(user.email);
    const first = await linkTo(user.email);
    await forgot(user.email);
    const second = await linkTo(user.email);
    expect(first).not.toBe(second);
    expect((await reset(second)).statusCode).toBe(200);
    for (const token of [second, first]) {
      const again = await reset(token, 'another-fresh-secret-9');
      expect(again.statusCode).toBe(410);
      expect(again.json().message).toBe(
        'This link has already been used to reset the password. Ask for a new one if you need it.',
      );
    }
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('expires after an hour (the stored expiry moved back)', async () => {
    await forgot(user.email);
    const token = await linkTo(user.email);
    await t.db
      .updateTable('password_resets')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('token_hash', '=', hashToken(token))
      .execute();
    const res = await reset(token);
    expect(res.statusCode).toBe(410);
    expect(res.json().message).toBe(
      'This link has expired: a link to reset the password works for one hour. Ask for a new one.',
    );
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('expires after an hour (the clock moved on)', async () => {
    await forgot(user.email);
    const token = await linkTo(user.email);
    const context = { appKey: t.app.config.appKey, guard: loginGuardOf(t.app.config), ip: '::1' };
    const input = { token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD };
    await expect(
      resetPassword(t.db, input, { ...context, now: Date.now() + 61 * 60_000 }),
    ).rejects.toMatchObject({ statusCode: 410 });
    // 59 minutes on, it still works.
    await resetPassword(t.db, input, { ...context, now: Date.now() + 59 * 60_000 });
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('ends every session of the account, kept ones included', async () => {
    const tokens = [await t.tokenForUser(user.id), await t.tokenForUser(user.id)];
    for (const token of tokens) await kept(token);
    await forgot(user.email);
    expect((await reset(await linkTo(user.email))).statusCode).toBe(200);
    for (const token of tokens) expect((await me(token)).statusCode).toBe(401);
    const live = await t.db
      .selectFrom('access_tokens')
      .select('id')
      .where('user_id', '=', user.id)
      .where('revoked_at', 'is', null)
      .execute();
    expect(live).toEqual([]);
  });

  it('refuses a common password at its field and leaves the link working', async () => {
    await forgot(user.email);
    const token = await linkTo(user.email);
    const common = await reset(token, 'password1');
    expect(common.statusCode).toBe(422);
    expect(common.json().errors.password).toEqual([
      'This password is too common. Choose one that is harder to guess',
    ]);
    const mismatch = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/password/reset',
      payload: { token, password: NEW_PASSWORD, password_confirmation: 'something-else' },
    });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors.password_confirmation).toEqual(["Passwords don't match"]);
    expect((await reset(token)).statusCode).toBe(200);
  });

  it('refuses a token it did not sign, an unknown one and an empty one', async () => {
    await forgot(user.email);
    const token = await linkTo(user.email);
    const [random] = token.split('.');
    const forged = await reset(`${random}.${'A'.repeat(43)}`);
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe(
      'This link to reset the password is not valid. Ask for a new one.',
    );
    expect((await reset('nonsense')).statusCode).toBe(400);
    const empty = await reset('');
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.token).toEqual([
      'This link to reset the password is not valid. Ask for a new one.',
    ]);
    expect((await reset(token)).statusCode).toBe(200);
  });

  it('refuses a link mailed to an address the account no longer has', async () => {
    await forgot(user.email);
    const token = await linkTo(user.email);
    await t.db
      .updateTable('users')
      .set({ email: `moved-${user.id}@test.local` })
      .where('id', '=', user.id)
      .execute();
    expect((await reset(token)).statusCode).toBe(400);
  });

  it('proves the address it was mailed to', async () => {
    await t.db
      .updateTable('users')
      .set({ email_verified_at: null })
      .where('id', '=', user.id)
      .execute();
    await forgot(user.email);
    expect((await reset(await linkTo(user.email))).statusCode).toBe(200);
    const row = await t.db
      .selectFrom('users')
      .select('email_verified_at')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.email_verified_at).not.toBeNull();
  });
});
