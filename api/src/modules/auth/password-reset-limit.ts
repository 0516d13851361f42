// How often a reset link may be asked for one address: `max` requests per
// fixed window, counted for every address asked, with an account or not (a
// limit only known addresses hit would tell which exist). Counted in the
// sign-in limits' store (login-attempt-store.ts): PostgreSQL's table on
// PostgreSQL, so every API process counts together; memory on SQLite. The
// per-IP limit is @fastify/rate-limit's, as on every auth route.
import type { LoginAttemptStore } from './login-attempt-store';

export type ResetLimitPolicy = { max: number; windowMs: number };

/** Three links per address per quarter hour: enough for a lost mail, too few to flood a mailbox. */
export const RESET_LIMIT: ResetLimitPolicy = { max: 3, windowMs: 15 * 60_000 };

const addressKey = (email: string) => `password-reset\u0000${email.trim().toLowerCase()}`;

export type ResetLimitCheck = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export class PasswordResetLimit {
  constructor(
    readonly store: LoginAttemptStore,
    readonly policy: ResetLimitPolicy = RESET_LIMIT,
  ) {}

  /** Counts one request for `email` at `now` (ms) and says whether it is within the limit. */
  async take(email: string, now: number): Promise<ResetLimitCheck> {
    const key = addressKey(email);
    // The window starts with its first request and is not moved by the next ones.
    const current = await this.store.get(key, now);
    const windowEnds = current?.expiresAt ?? now + this.policy.windowMs;
    const record = await this.store.addFailure(key, now, () => ({
      blockedUntil: 0,
      expiresAt: windowEnds,
    }));
    if (record.failures <= this.policy.max) return { allowed: true };
    return {
      allowed: false,
      retryAfterSeconds: Math.max(1, Math.ceil((record.expiresAt - now) / 1000)),
    };
  }
}
