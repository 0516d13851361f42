// The sign-in limits' arithmetic, on the database's limiters (the clock moved by hand).
import { sql } from 'kysely';
import { LoginGuard } from '../../../src/modules/auth/login-guard';
import { limiterOn, RateLimiterKysely } from '../../../src/modules/auth/rate-limiter-kysely';
import { buildTestApp, type TestApp } from '../../helpers/test-app';

const policy = {
  freeFailures: 2,
  delayMs: 1_000,
  delayMaxMs: 8_000,
  slowdownMaxMs: 2_000,
  windowMs: 60_000,
};

let t: TestApp;
let now = 1_000_000;
beforeAll(async () => {
  t = await buildTestApp();
});
beforeEach(() => {
  now = 1_000_000;
  jest.spyOn(Date, 'now').mockImplementation(() => now);
});
afterEach(() => jest.restoreAllMocks());
afterAll(async () => t.close());

let accounts = 0;
/** A guard and an account of its own (the limiters share one table). */
function setup() {
  const guard = new LoginGuard(limiterOn(t.db), policy);
  return { guard, email: `Guard${++accounts}@b.co`, advance: (ms: number) => (now += ms) };
}

it('waits after the free failures of a pair, doubling up to the cap', async () => {
  const { guard, email, advance } = setup();
  const waits: number[] = [];
  for (let i = 0; i < 7; i++) {
    await guard.failed(email, '1.1.1.1');
    const check = await guard.check(email.toLowerCase(), '1.1.1.1');
    waits.push(check.allowed ? 0 : check.retryAfterSeconds);
    advance(10_000);
  }
  expect(waits).toEqual([0, 0, 1, 2, 4, 8, 8]);
});

it('never refuses another IP, only slows it while the account fails elsewhere', async () => {
  const { guard, email } = setup();
  for (let i = 0; i < 20; i++) await guard.failed(email, `10.0.0.${i}`);
  expect(await guard.check(email, '10.9.9.9')).toEqual({ allowed: true, slowdownMs: 2_000 });
  const early = setup();
  for (let i = 0; i < 3; i++) await early.guard.failed(early.email, `10.0.0.${i}`);
  expect(await early.guard.check(early.email, '10.9.9.9')).toEqual({
    allowed: true,
    slowdownMs: 250,
  });
});

it("ends a pair's wait on time and forgets the account a window on; a success clears both", async () => {
  const { guard, email, advance } = setup();
  for (let i = 0; i < 3; i++) await guard.failed(email, '1.1.1.1');
  expect((await guard.check(email, '1.1.1.1')).allowed).toBe(false);
  advance(1_000);
  expect(await guard.check(email, '1.1.1.1')).toEqual({ allowed: true, slowdownMs: 250 });
  advance(60_000);
  expect(await guard.check(email, '1.1.1.1')).toEqual({ allowed: true, slowdownMs: 0 });
  for (let i = 0; i < 3; i++) await guard.failed(email, '1.1.1.1');
  expect((await guard.check(email, '1.1.1.1')).allowed).toBe(false);
  await guard.succeeded(email, '1.1.1.1');
  expect(await guard.check(email, '1.1.1.1')).toEqual({ allowed: true, slowdownMs: 0 });
  // Cleared, the pair has its free failures again.
  for (let i = 0; i < 2; i++) await guard.failed(email, '1.1.1.1');
  expect((await guard.check(email, '1.1.1.1')).allowed).toBe(true);
});

it('keeps no e-mail or address in clear, and purges the rows of ended windows', async () => {
  const limiter = new RateLimiterKysely(t.db, { keyPrefix: 'purge', points: 5, duration: 10 });
  for (let i = 0; i < 50; i++) await limiter.penalty(`dead${i}@b.co`);
  now += 20_000;
  await limiter.penalty('alive@b.co');
  await limiter.purge();
  const rows = await sql<{ key: string }>`select key from rate_limits`.execute(t.db);
  expect(rows.rows.some((r) => /@|\./.test(r.key))).toBe(false);
  expect(await limiter.get('alive@b.co')).toMatchObject({ consumedPoints: 1 });
  expect(await limiter.get('dead0@b.co')).toBeNull();
  const { rows: dead } = await sql<{
    n: number;
  }>`select count(*) as n from rate_limits where expire <= ${now}`.execute(t.db);
  expect(Number(dead[0]!.n)).toBe(0);
});

it('lets unknown devices 20 wrong guesses a quarter hour: never more than 100 in any hour', async () => {
  const { guard, email, advance } = setup();
  const guessedAt: number[] = [];
  let ip = 0;
  // Two hours of a guesser with fresh addresses, five guesses a minute.
  for (let minute = 0; minute < 120; minute++) {
    for (let i = 0; i < 5; i++) {
      const address = `10.7.${Math.floor(++ip / 250)}.${ip % 250}`;
      const check = await guard.check(email, address);
      if (!check.allowed) continue;
      guessedAt.push(now);
      await guard.failed(email, address);
    }
    advance(60_000);
  }
  expect(guessedAt).toHaveLength(8 * 20);
  const busiestHour = Math.max(
    ...guessedAt.map(
      (start) => guessedAt.filter((t) => t >= start && t < start + 3_600_000).length,
    ),
  );
  expect(busiestHour).toBeLessThanOrEqual(100);
});

it('gives a known device its own allowance, then locks it alone for a quarter hour', async () => {
  const { guard, email, advance } = setup();
  for (let i = 0; i < 20; i++) {
    expect((await guard.check(email, `10.8.0.${i}`)).allowed).toBe(true);
    await guard.failed(email, `10.8.0.${i}`);
  }
  expect(await guard.check(email, '10.8.1.1')).toEqual({ allowed: false, retryAfterSeconds: 900 });
  // The owner's browser: not slowed, not refused by what strangers spent.
  for (let i = 0; i < 10; i++) {
    expect(await guard.check(email, '10.8.0.1', 'device-a')).toEqual({
      allowed: true,
      slowdownMs: 0,
    });
    await guard.failed(email, '10.8.0.1', 'device-a');
  }
  expect(await guard.check(email, '10.8.0.1', 'device-a')).toEqual({
    allowed: false,
    retryAfterSeconds: 900,
  });
  expect((await guard.check(email, '10.8.0.1', 'device-b')).allowed).toBe(true);
  advance(15 * 60_000);
  expect((await guard.check(email, '10.8.0.1', 'device-a')).allowed).toBe(true);
  // A success starts the device over.
  await guard.succeeded(email, '10.8.0.1', 'device-a');
  for (let i = 0; i < 10; i++) {
    expect((await guard.check(email, '10.8.0.1', 'device-a')).allowed).toBe(true);
  }
});
