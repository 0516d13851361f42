// Sign-in limits that protect the owner:
// - per account + client IP: the first `freeFailures` failures are free, then
//   each failure makes that pair wait (delay, doubling, capped); a sign-in
//   during the wait answers 429 with Retry-After;
// - per account from every IP: past `freeFailures` failures every sign-in to
//   the account is slowed (a short server-side wait, doubling, capped) but
//   never refused by this counter: it makes each guess cost time;
// - per IP over all accounts: @fastify/rate-limit on the route (auth.routes.ts);
// - per device (device-limits.ts): every attempt without the account's device
//   cookie, from any address, shares the account's allowance for unknown
//   devices — the cap on guessing, which does refuse. A browser holding the
//   cookie (the owner's, from an earlier sign-in) has an allowance of its own
//   and skips the pair wait, the slowdown and that cap, which strangers fill:
//   they cannot lock the owner out of a browser the owner uses.
// A success clears the account's counters from that IP. The counters are
// rate-limiter-flexible limiters in the database (rate-limiter-kysely.ts), so
// every API process counts together.
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Database } from '../../db/database';
import { DEVICE_LIMITS, DeviceLimits, type DeviceLimitsPolicy } from './device-limits';
import { type LimiterFactory, limiterOn } from './rate-limiter-kysely';

export type LoginGuardPolicy = {
  freeFailures: number;
  /** First wait of a pair after its free failures (ms). */
  delayMs: number;
  delayMaxMs: number;
  /** Longest slowdown of an attempt on an account failing from elsewhere (ms). */
  slowdownMaxMs: number;
  /** How long the account's failures are counted, from the first. */
  windowMs: number;
};

export type LoginCheck =
  { allowed: true; slowdownMs: number } | { allowed: false; retryAfterSeconds: number };

type Limiter = Pick<RateLimiterAbstract, 'get' | 'penalty' | 'block' | 'delete'>;

const pairKey = (account: string, ip: string) => `${account}\u0000${ip}`;
/** Emails differ only in case for sign-in. */
const normalize = (email: string) => email.trim().toLowerCase();
const seconds = (ms: number) => ms / 1000;

export class LoginGuard {
  /** A pair's failures, counted for a window plus the longest wait, so its waits keep doubling. */
  readonly #pairFailures: Limiter;
  /** A pair's wait under way: a block of its key. */
  readonly #pairWait: Limiter;
  /** The account's failures from every IP: they slow, never refuse. */
  readonly #accountFailures: Limiter;
  /** Known devices' own allowances, and the account's for unknown devices. */
  readonly #devices: DeviceLimits;

  constructor(
    limiter: LimiterFactory,
    readonly policy: LoginGuardPolicy,
    devicePolicy: DeviceLimitsPolicy = DEVICE_LIMITS,
  ) {
    this.#devices = new DeviceLimits(limiter, devicePolicy);
    const { freeFailures, windowMs, delayMaxMs } = policy;
    this.#pairFailures = limiter({
      keyPrefix: 'sign-in-pair',
      points: freeFailures,
      duration: seconds(windowMs + delayMaxMs),
    });
    this.#pairWait = limiter({
      keyPrefix: 'sign-in-wait',
      points: 0,
      duration: seconds(delayMaxMs),
    });
    this.#accountFailures = limiter({
      keyPrefix: 'sign-in-account',
      points: freeFailures,
      duration: seconds(windowMs),
    });
  }

  /**
   * Whether the account may be tried from `ip` now, and how long to slow the
   * attempt; an allowed attempt is taken from its device's allowance. `device`
   * is the nonce of the account's valid device cookie (device-cookie.ts), or
   * null for an unknown device.
   */
  async check(email: string, ip: string, device: string | null = null): Promise<LoginCheck> {
    const account = normalize(email);
    if (device) {
      const own = await this.#devices.take(account, device);
      return own.allowed ? { allowed: true, slowdownMs: 0 } : own;
    }
    const [wait, all] = await Promise.all([
      this.#pairWait.get(pairKey(account, ip)),
      this.#accountFailures.get(account),
    ]);
    if (wait && wait.msBeforeNext > 0) {
      return { allowed: false, retryAfterSeconds: Math.ceil(wait.msBeforeNext / 1000) };
    }
    const shared = await this.#devices.take(account, null);
    if (!shared.allowed) return shared;
    return { allowed: true, slowdownMs: this.#slowdown(all?.consumedPoints ?? 0) };
  }

  /** A wrong password after an allowed check (a known device's attempt was counted by the check). */
  async failed(email: string, ip: string, device: string | null = null): Promise<void> {
    if (device) return;
    const account = normalize(email);
    const key = pairKey(account, ip);
    const [pair] = await Promise.all([
      this.#pairFailures.penalty(key),
      this.#accountFailures.penalty(account),
    ]);
    if (pair.consumedPoints > this.policy.freeFailures) {
      await this.#pairWait.block(key, seconds(this.#delay(pair.consumedPoints)));
    }
  }

  /** The right password after an allowed check: the attempt is given back, the failures forgotten. */
  async succeeded(email: string, ip: string, device: string | null = null): Promise<void> {
    await Promise.all([this.#devices.succeeded(normalize(email), device), this.forgive(email, ip)]);
  }

  /** Forgets the account's failures, and those from `ip` (a proven password, or a reset link used). */
  async forgive(email: string, ip: string): Promise<void> {
    const account = normalize(email);
    const key = pairKey(account, ip);
    await Promise.all([
      this.#pairFailures.delete(key),
      this.#pairWait.delete(key),
      this.#accountFailures.delete(account),
    ]);
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

type GuardConfig = {
  authRateLimitPerAccount: number;
  authLoginDelayMs: number;
  authLoginDelayMaxMs: number;
  authLoginSlowdownMaxMs: number;
  authRateLimitWindowMs: number;
};

const guards = new WeakMap<object, LoginGuard>();

/**
 * The app's one guard (keyed by its config object), so sign-in and every check
 * of a current password (auth/password, auth/email, PUT users/{id}) count
 * together; `db` builds it on first use.
 */
export function loginGuardOf(config: GuardConfig, db?: Database): LoginGuard {
  let guard = guards.get(config);
  if (!guard) {
    if (!db) throw new Error('loginGuardOf: the first call needs the database');
    guard = new LoginGuard(limiterOn(db), {
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
