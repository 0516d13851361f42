// Issue 18: sign-in limits shared by every API process on PostgreSQL — a
// lockout made through one instance holds on another and after a restart;
// SQLite keeps them in memory (one process owns its file).
import type { FastifyInstance } from 'fastify';
import { MemoryLoginAttemptStore } from '../../src/modules/auth/login-attempt-store';
import { LoginGuard } from '../../src/modules/auth/login-guard';
import {
  loginAttemptStoreFor,
  PostgresLoginAttemptStore,
} from '../../src/modules/auth/postgres-attempt-store';
import { buildInstances, type Instances } from '../helpers/shared-database';

let t: Instances;
beforeAll(async () => {
  t = await buildInstances({
    authRateLimitPerAccount: 2,
    authRateLimitWindowMs: 60_000,
    authLoginDelayMs: 30_000,
    authLoginSlowdownMaxMs: 10,
  });
});
afterAll(async () => t.close());

const login = (app: FastifyInstance, email: string, password: string, ip = '10.1.0.1') =>
  app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email, password },
    remoteAddress: ip,
  });

it('chooses the store by database: PostgreSQL shares a table, SQLite keeps memory', () => {
  const store = loginAttemptStoreFor(t.dbs[0]);
  expect(store).toBeInstanceOf(
    t.shared.dialect === 'postgres' ? PostgresLoginAttemptStore : MemoryLoginAttemptStore,
  );
});

if (process.env.TEST_DATABASE_URL) {
  describe('on PostgreSQL', () => {
    it('a lockout made through one instance holds on the other and after a restart', async () => {
      const user = await t.createUser(['author']);
      const [a, b] = t.apps;
      // Two free failures through A, one through B: the pair is now blocked.
      const first = await login(a, user.email, 'wrong-password-1');
      expect(first.statusCode).toBe(422); // wrong password: a field error
      expect((await login(b, user.email, 'wrong-password-2')).statusCode).toBe(422);
      expect((await login(a, user.email, 'wrong-password-3')).statusCode).toBe(422);
      const onB = await login(b, user.email, 'secret-password');
      expect(onB.statusCode).toBe(429);
      expect(Number(onB.headers['retry-after'])).toBeGreaterThan(20);
      const restarted = await t.another();
      expect((await login(restarted, user.email, 'secret-password')).statusCode).toBe(429);
      // Another address is not blocked; its success clears the account's counter only.
      expect((await login(restarted, user.email, 'secret-password', '10.1.0.2')).statusCode).toBe(
        200,
      );
    });

    it('concurrent failures through both instances are each counted', async () => {
      const store = new PostgresLoginAttemptStore(t.dbs[0]);
      const other = new PostgresLoginAttemptStore(t.dbs[1]);
      const now = Date.now();
      const next = () => ({ blockedUntil: 0, expiresAt: now + 60_000 });
      const counts = await Promise.all(
        Array.from({ length: 20 }, (_, i) => (i % 2 ? store : other).addFailure('k', now, next)),
      );
      expect(counts.map((c) => c.failures).sort((x, y) => x - y)).toEqual(
        Array.from({ length: 20 }, (_, i) => i + 1),
      );
      expect((await other.get('k', now))?.failures).toBe(20);
    });

    it('forgets an expired record, starts over on it, and purges dead rows', async () => {
      const store = new PostgresLoginAttemptStore(t.dbs[0]);
      await store.addFailure('old', 1_000, () => ({ blockedUntil: 2_000, expiresAt: 5_000 }));
      await store.addFailure('old', 1_500, () => ({ blockedUntil: 2_000, expiresAt: 5_000 }));
      expect(await store.get('old', 4_999)).toEqual({
        failures: 2,
        blockedUntil: 2_000,
        expiresAt: 5_000,
      });
      expect(await store.get('old', 5_000)).toBeUndefined();
      const fresh = await store.addFailure('old', 6_000, (n) => ({
        blockedUntil: 0,
        expiresAt: 6_000 + n,
      }));
      expect(fresh).toEqual({ failures: 1, blockedUntil: 0, expiresAt: 6_001 });
      await store.addFailure('dead', 1_000, () => ({ blockedUntil: 0, expiresAt: 2_000 }));
      await store.addFailure('alive', 1_000, () => ({ blockedUntil: 0, expiresAt: 20_000 }));
      await store.purge(10_000);
      expect(await store.get('alive', 0)).toMatchObject({ failures: 1 });
      expect(await store.get('old', 0)).toBeUndefined();
      expect(await store.get('dead', 0)).toBeUndefined();
    });

    it('drives the guard like the memory store does (waits double up to the cap)', async () => {
      let now = 1_000_000;
      const guard = new LoginGuard(
        new PostgresLoginAttemptStore(t.dbs[1]),
        {
          freeFailures: 2,
          delayMs: 1_000,
          delayMaxMs: 8_000,
          slowdownMaxMs: 2_000,
          windowMs: 60_000,
        },
        () => now,
      );
      const waits: number[] = [];
      for (let i = 0; i < 7; i++) {
        await guard.failed('Guard@b.co', '1.1.1.1');
        const check = await guard.check('guard@b.co', '1.1.1.1');
        waits.push(check.allowed ? 0 : check.retryAfterSeconds);
        now += 10_000;
      }
      expect(waits).toEqual([0, 0, 1, 2, 4, 8, 8]);
      await guard.succeeded('guard@b.co', '1.1.1.1');
      expect(await guard.check('guard@b.co', '1.1.1.1')).toEqual({ allowed: true, slowdownMs: 0 });
    });
  });
}
