// Reads kept in memory between requests, exact under writes: every kept read
// is dropped when a write to a kept table commits (write-signal.ts), in this
// process (its drivers report it) or in another (PostgreSQL: the writer waits
// until every process has dropped them, pg-listener.ts; SQLite: data_version).
// A read that overlapped such a write is not kept. What it buys (ADR 0014):
// one manuscript served 3,144 req/s on SQLite and 2,560 on PostgreSQL without
// it, 6,201 and 6,476 with it, against a 4,000 target; not re-measured since.
import { type Database, writeSignalOf } from '../database';
import type { WriteSignal } from './write-signal';

/**
 * A kept read is read again after a minute even with no write seen: should a change ever
 * go unannounced (a notification lost with its connection), it is wrong for that long at most.
 */
export const MAX_AGE_MS = 60_000;

type Entry<V> = { value: V; until: number };

export class KeptReads<V> {
  private readonly entries = new Map<string, Entry<V>>();
  /** Lookups answered from memory and not (tests and the bench read them). */
  readonly counts = { hits: 0, misses: 0 };

  /** @param maxEntries beyond it, the oldest kept read leaves first. */
  constructor(
    private readonly signal: WriteSignal,
    private readonly maxEntries: number,
  ) {
    signal.onChange(() => this.entries.clear());
    signal.follow();
  }

  /** The read kept under `key`, unless it has expired at `now` (ms). */
  lookup(key: string, now: number): V | undefined {
    this.signal.poll();
    const entry = this.signal.trusted ? this.entries.get(key) : undefined;
    if (!entry || entry.until <= now) {
      if (entry) this.entries.delete(key);
      this.counts.misses += 1;
      return undefined;
    }
    this.counts.hits += 1;
    return entry.value;
  }

  /** Taken before the read, handed to `keep` after. */
  ticket(): number {
    return this.signal.generation;
  }

  /**
   * Keeps a read until `until` (ms; at most MAX_AGE_MS from now), unless a write to a kept
   * table was open or landed meanwhile, or other processes' writes could go unheard.
   */
  keep(ticket: number, key: string, value: V, until = Number.POSITIVE_INFINITY): void {
    const signal = this.signal;
    if (!signal.trusted || signal.open > 0 || signal.generation !== ticket) return;
    if (this.entries.size >= this.maxEntries && !this.entries.has(key)) {
      this.entries.delete(this.entries.keys().next().value as string);
    }
    this.entries.set(key, { value, until: Math.min(until, Date.now() + MAX_AGE_MS) });
  }
}

/**
 * The cache of `db` in `caches` (each cache's module holds its own WeakMap), made on first
 * use: one per database opened by `createDatabase`, null for any other Kysely instance
 * (it has no write signal).
 */
export function keptReadsOf<C>(
  caches: WeakMap<Database, C | null>,
  db: Database,
  make: (signal: WriteSignal) => C,
): C | null {
  let cache = caches.get(db);
  if (cache === undefined) {
    const signal = writeSignalOf(db);
    cache = signal ? make(signal) : null;
    caches.set(db, cache);
  }
  return cache;
}

/** `value` and everything in it made read-only: a kept read is shared by every request. */
export function frozen<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) frozen(inner);
  }
  return value;
}
