import { MemoryLoginAttemptStore } from '../../../src/modules/auth/login-attempt-store';
import { LoginGuard } from '../../../src/modules/auth/login-guard';

const policy = {
  freeFailures: 2,
  delayMs: 1_000,
  delayMaxMs: 8_000,
  slowdownMaxMs: 2_000,
  windowMs: 60_000,
};

function setup() {
  let now = 1_000_000;
  const guard = new LoginGuard(new MemoryLoginAttemptStore(), policy, () => now);
  return { guard, advance: (ms: number) => (now += ms) };
}

it('waits after the free failures of a pair, doubling up to the cap', async () => {
  const { guard, advance } = setup();
  const waits: number[] = [];
  for (let i = 0; i < 7; i++) {
    await guard.failed('A@b.co', '1.1.1.1');
    const check = await guard.check('a@b.co', '1.1.1.1');
    waits.push(check.allowed ? 0 : check.retryAfterSeconds);
    advance(10_000);
  }
  expect(waits).toEqual([0, 0, 1, 2, 4, 8, 8]);
});

it('never refuses another IP, only slows it while the account fails elsewhere', async () => {
  const { guard } = setup();
  for (let i = 0; i < 20; i++) await guard.failed('a@b.co', `10.0.0.${i}`);
  const check = await guard.check('a@b.co', '10.9.9.9');
  expect(check).toEqual({ allowed: true, slowdownMs: 2_000 });
  const early = setup();
  for (let i = 0; i < 3; i++) await early.guard.failed('a@b.co', `10.0.0.${i}`);
  expect(await early.guard.check('a@b.co', '10.9.9.9')).toEqual({ allowed: true, slowdownMs: 250 });
});

it('forgets a pair a window after its wait, and a success clears the account', async () => {
  const { guard, advance } = setup();
  for (let i = 0; i < 3; i++) await guard.failed('a@b.co', '1.1.1.1');
  expect((await guard.check('a@b.co', '1.1.1.1')).allowed).toBe(false);
  advance(1_000 + 60_000);
  expect(await guard.check('a@b.co', '1.1.1.1')).toEqual({ allowed: true, slowdownMs: 0 });
  for (let i = 0; i < 3; i++) await guard.failed('a@b.co', '1.1.1.1');
  await guard.succeeded('a@b.co', '1.1.1.1');
  expect(await guard.check('a@b.co', '1.1.1.1')).toEqual({ allowed: true, slowdownMs: 0 });
});

it('keeps its memory bounded under a flood of distinct keys', async () => {
  const store = new MemoryLoginAttemptStore(100);
  for (let i = 0; i < 500; i++)
    await store.addFailure(`k${i}`, 0, () => ({ blockedUntil: 0, expiresAt: 1e12 }));
  let live = 0;
  for (let i = 0; i < 500; i++) if (await store.get(`k${i}`, 0)) live++;
  expect(live).toBeLessThanOrEqual(101);
});
