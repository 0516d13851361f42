// Who a bearer token signs in, kept in memory between requests: reading it
// was one statement on every request (on PostgreSQL, one of a list page's two
// round trips). Exact (db/kept-reads.ts): every kept session is dropped when a
// write to a kept table (access_tokens, users, user_roles, roles among them)
// commits, here or in another process. See ADR 0014 ("fifth step").
import type { Database } from '../../db/database';
import { KeptReads, keptReadsOf } from '../../db/performance/kept-reads';
import type { WriteSignal } from '../../db/performance/write-signal';
import type { AuthUser } from '../users';

export type CachedSession = { user: AuthUser; tokenId: number };

/** Enough for every signed-in user of a publisher; the oldest entry leaves first. */
const MAX_ENTRIES = 10_000;

const copy = ({ user, tokenId }: CachedSession): CachedSession => ({
  user: { ...user, roles: [...user.roles] },
  tokenId,
});

/** Sessions by token hash; expiry is checked on every hit. Hands out copies: callers may change them. */
export class SessionCache {
  private readonly kept: KeptReads<CachedSession>;

  constructor(signal: WriteSignal, maxEntries = MAX_ENTRIES) {
    this.kept = new KeptReads(signal, maxEntries);
  }

  /** Lookups answered from memory and not (tests and the bench read them). */
  get counts() {
    return this.kept.counts;
  }

  /** The session of a token hash, if kept and not expired at `now` (ms). */
  lookup(hash: string, now: number): CachedSession | null {
    const session = this.kept.lookup(hash, now);
    return session ? copy(session) : null;
  }

  /** Taken before a session is read from the database, handed to `keep` after. */
  ticket(): number {
    return this.kept.ticket();
  }

  /** Keeps a session read from the database until the token expires, unless a write overlapped it. */
  keep(ticket: number, hash: string, session: CachedSession, expiresAt: number): void {
    this.kept.keep(ticket, hash, copy(session), expiresAt);
  }
}

const caches = new WeakMap<Database, SessionCache | null>();

/** The cache of a database opened by `createDatabase`; null for any other Kysely instance. */
export const sessionCacheOf = (db: Database): SessionCache | null =>
  keptReadsOf(caches, db, (signal) => new SessionCache(signal));
