// How often a reset link may be asked for one address: `max` requests per
// fixed window, counted for every address asked, with an account or not (a
// limit only known addresses hit would tell which exist). A rate-limiter-flexible
// limiter in the database (rate-limiter-kysely.ts), so every API process counts
// together. The per-IP limit is @fastify/rate-limit's, as on every auth route.
import { RateLimiterRes } from 'rate-limiter-flexible';
import type { LimiterFactory } from './rate-limiter-kysely';

export type ResetLimitPolicy = { max: number; windowMs: number };

/** Three links per address per quarter hour: enough for a lost mail, too few to flood a mailbox. */
export const RESET_LIMIT: ResetLimitPolicy = { max: 3, windowMs: 15 * 60_000 };

const addressKey = (email: string) => email.trim().toLowerCase();

export type ResetLimitCheck = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export class PasswordResetLimit {
  readonly #perAddress;

  constructor(limiter: LimiterFactory, policy: ResetLimitPolicy = RESET_LIMIT) {
    // The window starts with its first request and is not moved by the next ones.
    this.#perAddress = limiter({
      keyPrefix: 'password-reset',
      points: policy.max,
      duration: policy.windowMs / 1000,
    });
  }

  /** Counts one request for `email` and says whether it is within the limit. */
  async take(email: string): Promise<ResetLimitCheck> {
    try {
      await this.#perAddress.consume(addressKey(email));
      return { allowed: true };
    } catch (refusal) {
      // The library refuses with a RateLimiterRes; anything else is a failure of the store.
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)),
      };
    }
  }
}
