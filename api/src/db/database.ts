// Opens the database: SQLite (better-sqlite3) by default, PostgreSQL (pg) for postgres:// URLs.
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  Kysely,
  PostgresDialect,
  type PostgresPool,
  type PostgresPoolClient,
  SqliteDialect,
} from 'kysely';
import pg from 'pg';
import { type SessionListener, sessionListener } from './performance/pg-listener';
import type { DB } from './schema';
import { sqliteSignal, withStatementCache } from './sqlite-connection';
import { startCheckpointer } from './performance/sqlite-checkpointer';
import { ConnectionWrites, isCommit, WriteSignal } from './performance/write-signal';
export { dialectName, type DialectName } from './portable';

export type Database = Kysely<DB>;

const writeSignals = new WeakMap<Database, WriteSignal>();

/**
 * The writes to the session tables of a database opened by `createDatabase`
 * (modules/auth/session-cache.ts); undefined for any other Kysely instance.
 */
export const writeSignalOf = (db: Database): WriteSignal | undefined => writeSignals.get(db);

const sqliteFiles = new WeakMap<object, string>();

/**
 * The file of a SQLite database opened by `createDatabase`, which other API processes may
 * share (dialect/sqlite-file-lock.ts); undefined in memory, on PostgreSQL and for any other
 * Kysely instance.
 */
export const sqliteFileOf = (db: object): string | undefined => sqliteFiles.get(db);

export type DatabaseConfig =
  | { dialect: 'sqlite'; file: string }
  | { dialect: 'postgres'; url: string; searchPath?: string; poolMax?: number };

// COUNT(*) is int8 and NUMERIC is arbitrary precision: pg returns both as
// strings. Every figure the API handles fits a JS number, as on SQLite.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number.parseInt(v, 10));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number.parseFloat(v));

/** DATABASE_URL=postgres://… selects PostgreSQL; else SQLite at DATABASE_FILE. */
export function databaseConfigFromEnv(
  env: NodeJS.ProcessEnv = process.env,
  defaultFile = path.resolve(process.cwd(), '.data/colophon.sqlite'),
): DatabaseConfig {
  const url = env.DATABASE_URL;
  if (url && /^postgres(ql)?:\/\//.test(url)) {
    return {
      dialect: 'postgres',
      url,
      poolMax: env.DATABASE_POOL_MAX ? Number(env.DATABASE_POOL_MAX) : undefined,
    };
  }
  return { dialect: 'sqlite', file: env.DATABASE_FILE || defaultFile };
}

export function createDatabase(config: DatabaseConfig): Database {
  if (config.dialect === 'postgres') {
    const connection = {
      connectionString: config.url,
      ...(config.searchPath ? { options: `-c search_path=${config.searchPath}` } : {}),
    };
    const pool = new pg.Pool({ ...connection, max: config.poolMax ?? 10 });
    const signal = new WriteSignal(false, undefined, () => listener.start());
    const listener = sessionListener(connection, config.searchPath, signal);
    const db = new Kysely<DB>({
      dialect: new PostgresDialect({ pool: preparingPool(pool, signal, listener) }),
    });
    writeSignals.set(db, signal);
    return db;
  }
  const memory = config.file === ':memory:';
  if (!memory) fs.mkdirSync(path.dirname(path.resolve(config.file)), { recursive: true });
  const sqlite = new SQLite(config.file);
  if (!memory) sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  const signal = sqliteSignal(sqlite);
  const checkpointer = memory ? null : startCheckpointer(sqlite, config.file);
  const db = new Kysely<DB>({
    dialect: new SqliteDialect({
      database: withStatementCache(sqlite, signal),
    }),
  });
  writeSignals.set(db, signal);
  if (!memory) sqliteFiles.set(db, config.file);
  if (checkpointer) {
    // Kysely's SQLite driver does not wait for close(): `destroy` also stops the checkpoint
    // thread and resolves once it has closed its connection, so no thread keeps the file open.
    const destroy = db.destroy.bind(db);
    db.destroy = async () => {
      await destroy();
      await checkpointer.stop();
    };
  }
  return db;
}

const STATEMENT_CACHE_SIZE = 500;

/** SQL text → the name it is prepared under, the same on every connection. */
const preparedNames = new Map<string, string>();
/** Data statements only: utility statements (begin, DDL, savepoints) stay unnamed. */
const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;

function preparedName(text: string): string | undefined {
  const known = preparedNames.get(text);
  if (known || preparedNames.size >= STATEMENT_CACHE_SIZE || !PREPARABLE.test(text)) return known;
  const name = `colophon_${preparedNames.size + 1}`;
  preparedNames.set(text, name);
  return name;
}

/**
 * A pool whose clients run the API's data statements as named prepared
 * statements: PostgreSQL parses and plans an unnamed statement on every
 * execution, which Kysely's driver sends; pg prepares a named one once per
 * connection. The first STATEMENT_CACHE_SIZE distinct texts get names (a
 * few hundred are the API's); any beyond run unnamed.
 */
function preparingPool(
  pool: pg.Pool,
  signal: WriteSignal,
  listener: SessionListener,
): PostgresPool {
  return {
    async connect() {
      const client = await pool.connect();
      const writes = new ConnectionWrites(signal);
      const run = (text: string, values?: unknown[]) =>
        client.query({ name: preparedName(text), text, values });

      /** A session write: outside a transaction it lands (and is announced) once it has run. */
      const runWrite = async (text: string, values?: unknown[]) => {
        const lone = !writes.insideTransaction;
        let rows = 0;
        try {
          const result = await run(text, values);
          rows = result.rowCount ?? 1;
          return result;
        } finally {
          writes.wrote(rows);
          if (lone && rows > 0) await listener.awaitAcks(client, await listener.announce(client));
        }
      };

      /**
       * The end of a transaction holding a session write: announced with its commit. A failed
       * announcement fails the commit, and Kysely rolls the transaction back.
       */
      const runEnd = async (text: string, values?: unknown[]) => {
        let id: string | null = null;
        let committed = false;
        try {
          if (isCommit(text) && writes.changedRows) id = await listener.announce(client);
          const result = await run(text, values);
          committed = isCommit(text);
          return result;
        } finally {
          writes.ended(committed);
          if (id && committed) await listener.awaitAcks(client, id);
        }
      };

      return {
        query: ((text: unknown, values?: unknown[]) => {
          if (typeof text !== 'string') return client.query(text as pg.Submittable);
          const step = writes.before(text);
          if (step === 'other') return run(text, values);
          return step === 'write' ? runWrite(text, values) : runEnd(text, values);
        }) as unknown as PostgresPoolClient['query'],
        release: () => {
          writes.release();
          client.release();
        },
      };
    },
    end: async () => {
      await listener.close();
      await pool.end();
    },
  };
}
