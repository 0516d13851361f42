// Counts failed sign-ins per account (email) within a window; past `max`
// the account answers 429 until the window ends, whatever the source IP.
import { tooManyRequests } from '../../lib/http-errors';

export class LoginThrottle {
  readonly #failures = new Map<string, { count: number; resetAt: number }>();

  constructor(
    readonly max: number,
    readonly windowMs: number,
    readonly now: () => number = Date.now,
  ) {}

  /** Throws 429 when the account is locked out. */
  assertAllowed(key: string): void {
    const entry = this.#live(key);
    if (entry && entry.count >= this.max) {
      const seconds = Math.max(1, Math.ceil((entry.resetAt - this.now()) / 1000));
      throw tooManyRequests(`Too many login attempts. Please try again in ${seconds} seconds.`);
    }
  }

  recordFailure(key: string): void {
    const entry = this.#live(key);
    if (entry) entry.count += 1;
    else this.#failures.set(key, { count: 1, resetAt: this.now() + this.windowMs });
    if (this.#failures.size > 10_000) this.#sweep();
  }

  reset(key: string): void {
    this.#failures.delete(key);
  }

  #live(key: string) {
    const entry = this.#failures.get(key);
    if (entry && entry.resetAt <= this.now()) {
      this.#failures.delete(key);
      return undefined;
    }
    return entry;
  }

  #sweep() {
    const now = this.now();
    for (const [key, entry] of this.#failures) if (entry.resetAt <= now) this.#failures.delete(key);
  }
}
