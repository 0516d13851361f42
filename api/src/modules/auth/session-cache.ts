// Who a bearer token signs in, kept in memory between requests: reading it
// was one statement on every request (on PostgreSQL, one of a list page's two
// round trips). Exact: every kept session is dropped when a write to
// access_tokens, users, user_roles or roles commits, in this process (its
// drivers report it) or in another (PostgreSQL: the writer waits until every
// process has dropped them, db/pg-listener.ts; SQLite: data_version). A read
// that overlapped such a write is not kept. Expiry is checked on every hit.
// See ADR 0014 ("fifth step").
import { type Database, writeSignalOf } from '../../db/database';
import type { WriteSignal } from '../../db/write-signal';
import type { AuthUser } from '../../plugins/auth';

export type CachedSession = { user: AuthUser; tokenId: number };

/** `until`: the token's expiry or the entry's age limit, whichever comes first (ms). */
type Entry = { session: CachedSession; until: number };

/** Enough for every signed-in user of a publisher; the oldest entry leaves first. */
const MAX_ENTRIES = 10_000;
/**
 * A kept session is read again after a minute even with no write seen: should a change ever
 * go unannounced (a notification lost with its connection), it is wrong for that long at most.
 */
const MAX_AGE_MS = 60_000;

export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  /** Lookups answered from memory and not (tests and the bench read them). */
  readonly counts = { hits: 0, misses: 0 };

  constructor(
    private readonly signal: WriteSignal,
    private readonly maxEntries = MAX_ENTRIES,
  ) {
    signal.onChange(() => this.entries.clear());
    signal.follow();
  }

  /** The session of a token hash, if kept and not expired at `now` (ms). A copy: callers may change it. */
  lookup(hash: string, now: number): CachedSession | null {
    this.signal.poll();
    const entry = this.signal.trusted ? this.entries.get(hash) : undefined;
    if (!entry || entry.until <= now) {
      if (entry) this.entries.delete(hash);
      this.counts.misses += 1;
      return null;
    }
    this.counts.hits += 1;
    const { user, tokenId } = entry.session;
    return { user: { ...user, roles: [...user.roles] }, tokenId };
  }

  /** Taken before a session is read from the database, handed to `keep` after. */
  ticket(): number {
    return this.signal.generation;
  }

  /** Keeps a session read from the database, unless a session write was open or landed meanwhile. */
  keep(ticket: number, hash: string, session: CachedSession, expiresAt: number): void {
    const signal = this.signal;
    if (!signal.trusted || signal.open > 0 || signal.generation !== ticket) return;
    if (this.entries.size >= this.maxEntries) {
      this.entries.delete(this.entries.keys().next().value as string);
    }
    const { user, tokenId } = session;
    this.entries.set(hash, {
      session: { user: { ...user, roles: [...user.roles] }, tokenId },
      until: Math.min(expiresAt, Date.now() + MAX_AGE_MS),
    });
  }
}

const caches = new WeakMap<Database, SessionCache | null>();

/** The cache of a database opened by `createDatabase`; null for any other Kysely instance. */
export function sessionCacheOf(db: Database): SessionCache | null {
  let cache = caches.get(db);
  if (cache === undefined) {
    const signal = writeSignalOf(db);
    cache = signal ? new SessionCache(signal) : null;
    caches.set(db, cache);
  }
  return cache;
}
