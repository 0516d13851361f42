// What the caches of rows kept in memory between requests must know of the
// database (db/kept-reads.ts: who a bearer token signs in, with which roles;
// a manuscript's detail as one reader sees it): when a write that could
// change a kept row is under way, and when it has changed rows. The drivers in
// database.ts and sqlite-connection.ts report every statement they run; other
// processes' writes reach this one through PostgreSQL's LISTEN/NOTIFY
// (pg-listener.ts) or SQLite's data_version.

/**
 * New rows of these join a kept row (a role to a user, an author or a review to a
 * manuscript). A new token, user, manuscript, journal or tag cannot: nothing of
 * theirs is kept yet, and an absent manuscript is never kept.
 */
const JOINING_TABLES = [
  'user_roles',
  'roles',
  'manuscript_authors',
  'manuscript_revisions',
  'reviews',
  'manuscript_status_history',
  'review_assignments',
  'manuscript_tags',
  // The reader's place on the journal's team and their open review (the detail's reader ties).
  'journal_editors',
  'review_invitations',
  'review_rounds',
  // What kind of revisions each request asked for (the detail's history).
  'editorial_decisions',
] as const;

/**
 * Tables whose rows are kept: every table the session's read and the
 * manuscript detail's statement read (a test compares them with that SQL).
 * An update or a delete of any of them can change a kept row.
 */
export const KEPT_TABLES = [
  'access_tokens',
  'users',
  'manuscripts',
  'tags',
  'journals',
  ...JOINING_TABLES,
] as const;

const KEPT_WRITE = new RegExp(
  `^\\s*(?:(?:update|delete\\s+from)\\s+"?(?:${KEPT_TABLES.join('|')})"?` +
    `|insert\\s+into\\s+"?(?:${JOINING_TABLES.join('|')})"?)[\\s(]`,
  'i',
);
const BEGIN = /^\s*(?:begin|start\s+transaction)\b/i;
/** The end of a transaction: not `rollback to savepoint`, which keeps it open. */
const END = /^\s*(?:commit|rollback|end)\s*;?\s*$/i;
const COMMIT = /^\s*(?:commit|end)\b/i;

export const isCommit = (sql: string) => COMMIT.test(sql);

export class WriteSignal {
  /** Bumped whenever kept rows changed, here or (as far as known) elsewhere. */
  generation = 0;
  /** Writes of kept tables by this process under way (not yet committed or rolled back). */
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

  /** Called by the signal's users (the caches, at the app's start): other processes' writes are followed from then on. */
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

/** What a statement is to the kept tables. */
export type Step = 'other' | 'write' | 'end';

/**
 * Follows one connection's statements. A write of a kept table keeps the signal
 * open until it lands: a lone statement once it has run, one in a transaction
 * at the commit or rollback. Rows changed and committed fire `changed()` then;
 * a read that overlapped the write is never kept (KeptReads.keep).
 */
export class ConnectionWrites {
  private inTransaction = false;
  private dirty = false;
  /** Kept rows changed by the open write(s), not yet committed. */
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
    if (!KEPT_WRITE.test(sql)) return 'other';
    if (!this.dirty) {
      this.dirty = true;
      this.signal.open += 1;
    }
    return 'write';
  }

  /** A kept table's write has run (or failed: 0 rows); outside a transaction it lands now. */
  wrote(rows: number): void {
    if (rows > 0) this.changedRows = true;
    if (!this.inTransaction) this.land(true);
  }

  /** The transaction holding a kept table's write has ended. */
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
