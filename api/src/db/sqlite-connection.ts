// The SQLite connection as Kysely's driver uses it: prepared statements kept
// (Kysely prepares on every execution), rows read as arrays and made into
// objects here, booleans bound as 1/0, a LIMIT written
// into the text (sqlite-literal-limits.ts), and the session writes of its
// statements reported to the write signal (write-signal.ts).
import type SQLite from 'better-sqlite3';
import { type LimitSlot, limitSlots, withLiteralLimits } from './dialect/sqlite-literal-limits';
import { ConnectionWrites, isCommit, WriteSignal } from './performance/write-signal';

const STATEMENT_CACHE_SIZE = 500;

/**
 * What Kysely's `begin` runs: a transaction that takes the file's write lock
 * at once. Several API processes share one file (ADR 0027); a transaction
 * begun as SQLite's default (deferred) reads first, and its first write then
 * fails with SQLITE_BUSY_SNAPSHOT when another process committed meanwhile,
 * which no waiting can mend. One taken at `begin` waits its turn (busy_timeout)
 * and then reads what the last commit left.
 */
const BEGIN_WRITING = 'begin immediate';

/**
 * SQLite's one connection runs every statement of this process, and a transaction holds it
 * to the end; another connection's commit (another process on the file) changes
 * `data_version`, which the signal's poll reads.
 */
export function sqliteSignal(sqlite: SQLite.Database): WriteSignal {
  const dataVersion = sqlite.prepare('pragma data_version').pluck();
  let seen = dataVersion.get();
  const signal = new WriteSignal(true, () => {
    const now = dataVersion.get();
    if (now !== seen) {
      seen = now;
      signal.changed();
    }
  });
  return signal;
}

/**
 * better-sqlite3 cannot bind JS booleans: they are bound as 1/0 here, so
 * repositories write booleans on both dialects. (A Kysely plugin rewriting
 * every query's tree did the same at 7 % of the API's CPU under load.)
 */
function bindable(parameters: unknown[]): unknown[] {
  for (let i = 0; i < parameters.length; i++) {
    if (typeof parameters[i] === 'boolean') {
      return parameters.map((v) => (typeof v === 'boolean' ? (v ? 1 : 0) : v));
    }
  }
  return parameters;
}

type Row = Record<string, unknown>;

/**
 * A function making a row object from a raw row (an array), with the columns'
 * names written in as the keys of one object literal. better-sqlite3 builds
 * each row object in C++, one property at a time: for a journal's 50 columns
 * that cost 10 µs a row, twice what reading the values as an array and making
 * the object here costs (all V8 objects of one statement share one shape).
 * Duplicate names: the last value wins, as in better-sqlite3's own objects.
 * (docs/performance.md, "Rows read as arrays": the bench's reads gained about 3 %.)
 */
function rowMaker(statement: SQLite.Statement): (values: unknown[]) => Row {
  const keys = statement.columns().map((column, i) => `${JSON.stringify(column.name)}: v[${i}]`);
  return new Function('v', `return { ${keys.join(', ')} };`) as (values: unknown[]) => Row;
}

/** The part of a statement Kysely's SQLite driver uses, with booleans bound as 1/0. */
function kyselyStatement(statement: SQLite.Statement) {
  if (!statement.reader) {
    return {
      reader: false,
      all: (parameters: unknown[]) => statement.all(bindable(parameters)),
      run: (parameters: unknown[]) => statement.run(bindable(parameters)),
      iterate: (parameters: unknown[]) => statement.iterate(bindable(parameters)),
    };
  }
  const raw = statement.raw(true);
  const row = rowMaker(statement);
  return {
    reader: true,
    all: (parameters: unknown[]): Row[] => (raw.all(bindable(parameters)) as unknown[][]).map(row),
    run: (parameters: unknown[]) => statement.run(bindable(parameters)),
    iterate: function* (parameters: unknown[]) {
      for (const values of raw.iterate(bindable(parameters)) as Iterable<unknown[]>)
        yield row(values);
    },
  };
}

type KyselyStatement = ReturnType<typeof kyselyStatement>;
type CachedStatement = { statement: SQLite.Statement; forKysely: KyselyStatement };

/**
 * better-sqlite3 behind a statement cache. Kysely prepares every query on
 * every execution, and preparing costs more than running most of the panel's
 * queries; the API issues a few hundred distinct statements, so they are kept.
 * A statement still held by a streaming iterator (an export) is busy: then a
 * fresh one is prepared for this execution.
 */
export function withStatementCache(sqlite: SQLite.Database, signal: WriteSignal) {
  const cache = new Map<string, CachedStatement>();
  const writes = new ConnectionWrites(signal);
  const prepare = (source: string) => {
    const cached = cache.get(source);
    if (cached && !cached.statement.busy) return cached.forKysely;
    const statement = sqlite.prepare(source);
    const fresh = { statement, forKysely: kyselyStatement(statement) };
    if (!cached) {
      if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
      cache.set(source, fresh);
    }
    return fresh.forKysely;
  };
  // Per text: its runner with the limit written in, or null when it has no `limit ?`.
  const limited = new Map<string, KyselyStatement | null>();
  const prepareRun = (source: string): KyselyStatement => {
    let runner = limited.get(source);
    if (runner === undefined) {
      if (limited.size >= STATEMENT_CACHE_SIZE) limited.clear();
      const slots = limitSlots(source);
      runner = slots.length ? literalLimits(source, slots, prepare) : null;
      limited.set(source, runner);
    }
    return runner ?? prepare(source);
  };
  return {
    // Kysely's driver prepares a statement and runs it at once, in the same turn.
    prepare(kyselySource: string) {
      const source = kyselySource === 'begin' ? BEGIN_WRITING : kyselySource;
      const statement = prepareRun(source);
      const step = writes.before(source);
      return step === 'other' ? statement : following(statement, step, source, writes);
    },
    close: () => sqlite.close(),
  };
}

/**
 * Runs `source` as its text with the limits written in (sqlite-literal-limits.ts),
 * each text's statement from `prepare`; as it is when a limit is not a safe integer.
 */
function literalLimits(
  source: string,
  slots: LimitSlot[],
  prepare: (source: string) => KyselyStatement,
): KyselyStatement {
  const via =
    <K extends 'all' | 'run' | 'iterate'>(method: K) =>
    (parameters: unknown[]): ReturnType<KyselyStatement[K]> => {
      const literal = withLiteralLimits(source, slots, parameters);
      const [statement, values] = literal
        ? [prepare(literal.sql), literal.parameters]
        : [prepare(source), parameters];
      return statement[method](values) as ReturnType<KyselyStatement[K]>;
    };
  return {
    reader: prepare(source).reader,
    all: via('all'),
    run: via('run'),
    iterate: via('iterate'),
  };
}

/** A session write, or the end of its transaction, reported once it has run. */
function following(
  statement: KyselyStatement,
  step: 'write' | 'end',
  source: string,
  writes: ConnectionWrites,
): KyselyStatement {
  /** Runs the statement; `changes` counts what it changed (a RETURNING write: its rows). */
  const reported =
    <T>(execute: (parameters: unknown[]) => T, changes: (result: T) => number) =>
    (parameters: unknown[]) => {
      let rows = -1;
      try {
        const result = execute(parameters);
        rows = changes(result);
        return result;
      } finally {
        if (step === 'write') writes.wrote(Math.max(rows, 0));
        else writes.ended(rows >= 0 && isCommit(source));
      }
    };
  return {
    ...statement,
    run: reported(statement.run, (result) => result.changes),
    all: reported(statement.all, (rows) => rows.length),
  };
}
