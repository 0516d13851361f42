// What the session cache (modules/auth/session-cache.ts) must know of the
// database: when a write to the tables that decide who a bearer token signs
// in, and with which roles, is under way and when it has changed rows. The
// drivers in database.ts and sqlite-connection.ts report every statement they
// run; other processes' writes reach this one through PostgreSQL's
// LISTEN/NOTIFY (pg-listener.ts) or SQLite's data_version.

/**
 * A write that can make a kept session wrong: any update or delete of these
 * tables, and new roles. A new token or a new user cannot (nothing of theirs is kept).
 */
const SESSION_WRITE =
  /^\s*(?:(?:update|delete\s+from)\s+"?(?:access_tokens|users|user_roles|roles)"?|insert\s+into\s+"?(?:user_roles|roles)"?)[\s(]/i;
const BEGIN = /^\s*(?:begin|start\s+transaction)\b/i;
/** The end of a transaction: not `rollback to savepoint`, which keeps it open. */
const END = /^\s*(?:commit|rollback|end)\s*;?\s*$/i;
const COMMIT = /^\s*(?:commit|end)\b/i;

export const isCommit = (sql: string) => COMMIT.test(sql);

export class WriteSignal {
  /** Bumped whenever session rows changed, here or (as far as known) elsewhere. */
  generation = 0;
  /** Session writes of this process under way (not yet committed or rolled back). */
  open = 0;
  private readonly listeners = new Set<() => void>();

  /**
   * @param trusted false while another process's writes could go unseen (PostgreSQL before its
   *   LISTEN connection is up, or after it dropped): nothing may be answered from memory then.
   * @param poll asks the database whether another connection wrote meanwhile (SQLite).
   * @param start begins following other processes' writes (PostgreSQL's LISTEN), once.
   */
  constructor(
    public trusted: boolean,
    readonly poll: () => void = () => {},
    private readonly start: () => void = () => {},
  ) {}

  /** Called by the signal's user (the session cache, at the app's start): other processes' writes are followed from then on. */
  follow(): void {
    this.start();
  }

  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  changed(): void {
    this.generation += 1;
    for (const listener of this.listeners) listener();
  }
}

/** What a statement is to the session tables. */
export type Step = 'other' | 'write' | 'end';

/**
 * Follows one connection's statements. A session write keeps the signal open
 * until it lands: a lone statement once it has run, one in a transaction at
 * the commit or rollback. Rows changed and committed fire `changed()` then;
 * a read that overlapped the write is never kept (SessionCache.keep).
 */
export class ConnectionWrites {
  private inTransaction = false;
  private dirty = false;
  /** Session rows changed by the open write(s), not yet committed. */
  changedRows = false;

  constructor(private readonly signal: WriteSignal) {}

  get insideTransaction(): boolean {
    return this.inTransaction;
  }

  /** Before `sql` runs. "write": call `wrote(rows)` after it; "end": `ended(committed)`. */
  before(sql: string): Step {
    if (BEGIN.test(sql)) {
      this.inTransaction = true;
      return 'other';
    }
    if (END.test(sql)) {
      this.inTransaction = false;
      return this.dirty ? 'end' : 'other';
    }
    if (!SESSION_WRITE.test(sql)) return 'other';
    if (!this.dirty) {
      this.dirty = true;
      this.signal.open += 1;
    }
    return 'write';
  }

  /** A session write has run (or failed: 0 rows); outside a transaction it lands now. */
  wrote(rows: number): void {
    if (rows > 0) this.changedRows = true;
    if (!this.inTransaction) this.land(true);
  }

  /** The transaction holding a session write has ended. */
  ended(committed: boolean): void {
    this.land(committed);
  }

  /** The connection goes back to its pool: a transaction left open ends with it. */
  release(): void {
    this.inTransaction = false;
    if (this.dirty) this.land(true);
  }

  private land(committed: boolean): void {
    const changed = committed && this.changedRows;
    this.dirty = false;
    this.changedRows = false;
    this.signal.open -= 1;
    if (changed) this.signal.changed();
  }
}
