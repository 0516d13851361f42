import { WriteSignal } from '../../../src/db/performance/write-signal';
import { SessionCache, sessionCacheOf } from '../../../src/modules/auth/session-cache';
import { findRolesByNames, replaceUserRoles } from '../../../src/modules/users/roles.repository';
import { buildTestApp, type TestApp } from '../../helpers/test-app';

// The session cache inside one API process: a token's session is read from the
// database once, and every write that could change it drops it at once.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());
afterEach(() => jest.restoreAllMocks());

const get = (url: string, token: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1/${url}`, headers: t.authHeader(token) });
const counts = () => ({ ...sessionCacheOf(t.db)!.counts });

/** Asks until the session is answered from memory (PostgreSQL: once the LISTEN connection is up). */
async function kept(url: string, token: string) {
  for (let attempt = 0; attempt < 100; attempt++) {
    const before = counts().hits;
    const res = await get(url, token);
    expect(res.statusCode).toBe(200);
    if (counts().hits > before) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the session was never answered from memory');
}

async function userWith(roles: string[]) {
  const user = await t.createUser({ roles });
  return { user, token: await t.tokenForUser(user.id) };
}

it('reads a token once, then answers it from memory', async () => {
  const { token } = await userWith(['author']);
  await kept('auth/me', token);
  const before = counts();
  expect((await get('auth/me', token)).statusCode).toBe(200);
  expect(counts()).toEqual({ hits: before.hits + 1, misses: before.misses });
});

it('a sign-out refuses the token at the next request', async () => {
  const { token } = await userWith(['author']);
  await kept('auth/me', token);
  const out = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/logout',
    headers: t.authHeader(token),
  });
  expect(out.statusCode).toBe(200);
  expect((await get('auth/me', token)).statusCode).toBe(401);
});

it('a role taken away counts at the next request', async () => {
  const { user, token } = await userWith(['admin']);
  await kept('users', token);
  const author = await findRolesByNames(t.db, ['author']);
  await replaceUserRoles(
    t.db,
    user.id,
    author.map((r) => r.id),
  );
  expect((await get('users', token)).statusCode).toBe(403);
});

it('a deleted owner is refused at the next request', async () => {
  const { user, token } = await userWith(['author']);
  await kept('auth/me', token);
  await t.db
    .updateTable('users')
    .set({ deleted_at: new Date().toISOString() })
    .where('id', '=', user.id)
    .execute();
  expect((await get('auth/me', token)).statusCode).toBe(401);
});

it('a kept token is refused once it expires, with no write in between', async () => {
  const { token } = await userWith(['author']);
  await kept('auth/me', token);
  const later = Date.now() + 2 * 3600_000;
  jest.spyOn(Date, 'now').mockReturnValue(later);
  expect((await get('auth/me', token)).statusCode).toBe(401);
});

it('a kept session is read again after a minute, even with no write seen', async () => {
  const { token } = await userWith(['author']);
  await kept('auth/me', token);
  const inAMinute = Date.now() + 61_000;
  jest.spyOn(Date, 'now').mockReturnValue(inAMinute);
  const before = counts();
  expect((await get('auth/me', token)).statusCode).toBe(200);
  expect(counts().misses).toBe(before.misses + 1);
});

it('a session write counts from its commit: kept sessions answer until then, none after', async () => {
  const { user, token } = await userWith(['author']);
  await kept('auth/me', token);
  await t.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ name: 'Renamed in a transaction' })
      .where('id', '=', user.id)
      .execute();
    // SQLite's one connection is held by the transaction; PostgreSQL reads on another,
    // which still sees the committed session.
    if (t.dialect === 'postgres') {
      const before = counts();
      expect((await get('auth/me', token)).statusCode).toBe(200);
      expect(counts().hits).toBe(before.hits + 1);
    }
  });
  const before = counts();
  expect((await get('auth/me', token)).statusCode).toBe(200);
  expect(counts().misses).toBe(before.misses + 1);
});

describe('SessionCache.keep', () => {
  const session = { user: { id: 1, name: 'A', email: 'a@b.c', roles: ['author'] }, tokenId: 9 };
  const later = () => Date.now() + 60_000;

  it('keeps a read no write overlapped, and hands out copies', () => {
    const cache = new SessionCache(new WriteSignal(true));
    cache.keep(cache.ticket(), 'h', session, later());
    const kept = cache.lookup('h', Date.now())!;
    expect(kept).toEqual(session);
    kept.user.roles.push('admin');
    expect(cache.lookup('h', Date.now())!.user.roles).toEqual(['author']);
  });

  it('does not keep a read that overlapped an open or landed session write', () => {
    const signal = new WriteSignal(true);
    const cache = new SessionCache(signal);
    signal.open = 1;
    cache.keep(cache.ticket(), 'h', session, later());
    expect(cache.lookup('h', Date.now())).toBeNull();
    signal.open = 0;
    const ticket = cache.ticket();
    signal.changed();
    cache.keep(ticket, 'h', session, later());
    expect(cache.lookup('h', Date.now())).toBeNull();
  });

  it('keeps nothing and answers nothing while other processes could go unheard', () => {
    const signal = new WriteSignal(true);
    const cache = new SessionCache(signal);
    cache.keep(cache.ticket(), 'h', session, later());
    signal.trusted = false;
    expect(cache.lookup('h', Date.now())).toBeNull();
    cache.keep(cache.ticket(), 'h2', session, later());
    signal.trusted = true;
    expect(cache.lookup('h2', Date.now())).toBeNull();
  });

  it('forgets the oldest session beyond its size', () => {
    const cache = new SessionCache(new WriteSignal(true), 2);
    for (const hash of ['a', 'b', 'c']) cache.keep(cache.ticket(), hash, session, later());
    expect(cache.lookup('a', Date.now())).toBeNull();
    expect(cache.lookup('c', Date.now())).not.toBeNull();
  });
});
