// A password reset with two API processes on one database: a link asked of one
// works in the other (same APP_KEY), the reset ends a session the other process
// kept in memory, and the limit per address is counted by both.
import { sessionCacheOf } from '../../../src/modules/auth/session-cache';
import { buildInstances, type Instances } from '../../helpers/shared-database';

let s: Instances;
beforeAll(async () => {
  s = await buildInstances({ appKey: 'one-key-for-every-process', appUrl: 'http://panel.test' });
});
afterAll(async () => s.close());

const post = (app: 0 | 1, url: string, payload: object) =>
  s.apps[app].inject({ method: 'POST', url: `/api/v1/auth/password/${url}`, payload });
const me = (app: 0 | 1, token: string) =>
  s.apps[app].inject({
    method: 'GET',
    url: '/api/v1/auth/me',
    headers: { authorization: `Bearer ${token}` },
  });

/** Asks process `app` until it answers the session from memory. */
async function kept(app: 0 | 1, token: string) {
  const counts = sessionCacheOf(s.dbs[app])!.counts;
  for (let attempt = 0; attempt < 100; attempt++) {
    const before = counts.hits;
    expect((await me(app, token)).statusCode).toBe(200);
    if (counts.hits > before) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the session was never answered from memory');
}

async function linkTo(address: string) {
  const mail = await s.dbs[0]
    .selectFrom('mail_outbox')
    .select('body')
    .where('address', '=', address)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return decodeURIComponent(/reset-password\?token=(\S+)/.exec(mail.body)![1]!);
}

it('ends a session the other process kept, with a link asked of the other', async () => {
  const user = await s.createUser(['author']);
  const token = await s.tokenFor(user.id);
  await kept(1, token);
  expect((await post(1, 'forgot', { email: user.email })).statusCode).toBe(202);
  const password = 'quiet-harbour-71';
  const reset = await post(0, 'reset', {
    token: await linkTo(user.email),
    password,
    password_confirmation: password,
  });
  expect(reset.statusCode).toBe(200);
  expect((await me(1, token)).statusCode).toBe(401);
  expect((await me(0, token)).statusCode).toBe(401);
});

it('counts the requests for one address in every process', async () => {
  const email = 'counted-twice@test.local';
  expect((await post(0, 'forgot', { email })).statusCode).toBe(202);
  expect((await post(1, 'forgot', { email })).statusCode).toBe(202);
  expect((await post(0, 'forgot', { email })).statusCode).toBe(202);
  // The fourth, in either process (the counter is in the database, SQLite's file included).
  const fourth = await post(1, 'forgot', { email });
  expect(fourth.statusCode).toBe(429);
});
