// Where failed sign-ins are counted. In memory for one API process today; the
// interface is what a shared store (PostgreSQL, issue 18) implements so that
// several processes count together.

export type AttemptRecord = {
  /** Failures counted under the key since it was last cleared or forgotten. */
  failures: number;
  /** Epoch ms before which the key is refused (0: not blocked). */
  blockedUntil: number;
  /** Epoch ms after which the record is forgotten. */
  expiresAt: number;
};

export interface LoginAttemptStore {
  /** The live record under `key`, or undefined (none, or forgotten). */
  get(key: string, now: number): Promise<AttemptRecord | undefined>;
  /**
   * Counts one more failure under `key` atomically; `next` turns the new
   * failure count into the record's block and expiry.
   */
  addFailure(
    key: string,
    now: number,
    next: (failures: number) => Pick<AttemptRecord, 'blockedUntil' | 'expiresAt'>,
  ): Promise<AttemptRecord>;
  /** Forgets the keys (a successful sign-in). */
  clear(keys: string[]): Promise<void>;
}

/** One process's counters; sweeps forgotten records when it grows large. */
export class MemoryLoginAttemptStore implements LoginAttemptStore {
  readonly #records = new Map<string, AttemptRecord>();

  constructor(readonly maxEntries = 50_000) {}

  async get(key: string, now: number) {
    return this.#live(key, now);
  }

  async addFailure(
    key: string,
    now: number,
    next: (failures: number) => Pick<AttemptRecord, 'blockedUntil' | 'expiresAt'>,
  ) {
    const failures = (this.#live(key, now)?.failures ?? 0) + 1;
    const record = { failures, ...next(failures) };
    this.#records.set(key, record);
    if (this.#records.size > this.maxEntries) this.#sweep(now);
    return record;
  }

  async clear(keys: string[]) {
    for (const key of keys) this.#records.delete(key);
  }

  #live(key: string, now: number) {
    const record = this.#records.get(key);
    if (record && record.expiresAt <= now) {
      this.#records.delete(key);
      return undefined;
    }
    return record;
  }

  #sweep(now: number) {
    for (const [key, record] of this.#records)
      if (record.expiresAt <= now) this.#records.delete(key);
    // Still full (a flood of distinct keys): drop the oldest insertions first.
    for (const key of this.#records.keys()) {
      if (this.#records.size <= this.maxEntries) break;
      this.#records.delete(key);
    }
  }
}
