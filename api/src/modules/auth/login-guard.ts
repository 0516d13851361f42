// Sign-in limits that protect the owner (issue 17):
// - per account + client IP: the first `freeFailures` failures are free, then
//   each failure makes that pair wait (delay, doubling, capped); a sign-in
//   during the wait answers 429 with Retry-After;
// - per account from every IP: past `freeFailures` failures every sign-in to
//   the account is slowed (a short server-side wait, doubling, capped) but
//   never refused — so a stranger failing from many addresses cannot lock the
//   owner out, only make each guess cost time;
// - per IP over all accounts: @fastify/rate-limit on the route (auth.routes.ts).
// A success clears both of the account's counters.
import { type LoginAttemptStore, MemoryLoginAttemptStore } from './login-attempt-store';

export type LoginGuardPolicy = {
  freeFailures: number;
  /** First wait of a pair after its free failures (ms). */
  delayMs: number;
  delayMaxMs: number;
  /** Longest slowdown of an attempt on an account failing from elsewhere (ms). */
  slowdownMaxMs: number;
  /** A record is forgotten this long after its last failure (or the end of its wait). */
  windowMs: number;
};

export type LoginCheck =
  { allowed: true; slowdownMs: number } | { allowed: false; retryAfterSeconds: number };

const pairKey = (account: string, ip: string) => `pair\u0000${account}\u0000${ip}`;
const accountKey = (account: string) => `account\u0000${account}`;
/** Emails differ only in case for sign-in. */
const normalize = (email: string) => email.trim().toLowerCase();

export class LoginGuard {
  constructor(
    readonly store: LoginAttemptStore,
    readonly policy: LoginGuardPolicy,
    readonly now: () => number = Date.now,
  ) {}

  /** Whether the account may be tried from `ip` now, and how long to slow the attempt. */
  async check(email: string, ip: string): Promise<LoginCheck> {
    const now = this.now();
    const account = normalize(email);
    const [pair, all] = await Promise.all([
      this.store.get(pairKey(account, ip), now),
      this.store.get(accountKey(account), now),
    ]);
    if (pair && pair.blockedUntil > now) {
      return { allowed: false, retryAfterSeconds: Math.ceil((pair.blockedUntil - now) / 1000) };
    }
    return { allowed: true, slowdownMs: this.#slowdown(all?.failures ?? 0) };
  }

  async failed(email: string, ip: string): Promise<void> {
    const now = this.now();
    const account = normalize(email);
    const { freeFailures, windowMs } = this.policy;
    await Promise.all([
      this.store.addFailure(pairKey(account, ip), now, (failures) => {
        const blockedUntil = failures > freeFailures ? now + this.#delay(failures) : 0;
        return { blockedUntil, expiresAt: Math.max(now, blockedUntil) + windowMs };
      }),
      // Never blocks: it only slows (see the file comment).
      this.store.addFailure(accountKey(account), now, () => ({
        blockedUntil: 0,
        expiresAt: now + windowMs,
      })),
    ]);
  }

  async succeeded(email: string, ip: string): Promise<void> {
    const account = normalize(email);
    await this.store.clear([pairKey(account, ip), accountKey(account)]);
  }

  /** Wait after the n-th failure of a pair: delay, 2×delay, 4×delay … up to the cap. */
  #delay(failures: number) {
    const { freeFailures, delayMs, delayMaxMs } = this.policy;
    const step = Math.min(failures - freeFailures - 1, 30);
    return Math.min(delayMs * 2 ** step, delayMaxMs);
  }

  #slowdown(accountFailures: number) {
    const { freeFailures, delayMs, slowdownMaxMs } = this.policy;
    if (accountFailures <= freeFailures) return 0;
    const step = Math.min(accountFailures - freeFailures - 1, 30);
    return Math.min((delayMs / 4) * 2 ** step, slowdownMaxMs);
  }
}

const guards = new WeakMap<object, LoginGuard>();

/**
 * The app's one guard (keyed by its config object), so sign-in and every check
 * of a current password (auth/password, auth/email, PUT users/{id}) count together.
 */
export function loginGuardOf(
  config: {
    authRateLimitPerAccount: number;
    authLoginDelayMs: number;
    authLoginDelayMaxMs: number;
    authLoginSlowdownMaxMs: number;
    authRateLimitWindowMs: number;
  },
  store: LoginAttemptStore = new MemoryLoginAttemptStore(),
): LoginGuard {
  let guard = guards.get(config);
  if (!guard) {
    guard = new LoginGuard(store, {
      freeFailures: config.authRateLimitPerAccount,
      delayMs: config.authLoginDelayMs,
      delayMaxMs: config.authLoginDelayMaxMs,
      slowdownMaxMs: config.authLoginSlowdownMaxMs,
      windowMs: config.authRateLimitWindowMs,
    });
    guards.set(config, guard);
  }
  return guard;
}
