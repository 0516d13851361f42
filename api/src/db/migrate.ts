// Runs the migrations in api/migrations/. The list is a static import map so it
// works the same under tsx (ESM) and jest (CommonJS), with no directory scan.
import { type Migration, type MigrationResultSet, Migrator, sql } from 'kysely';
import { type AnyKysely, dialectName } from './portable';
import { sqliteFileOf } from './database';
import { lockFolderOf, waitForFileLock } from './dialect/sqlite-file-lock';
import * as core from '../../migrations/0001-core';
import * as content from '../../migrations/0002-content';
import * as paging from '../../migrations/0003-manuscript-paging';
import * as registry from '../../migrations/0004-remote-registry';
import * as peerReview from '../../migrations/0005-peer-review';
import * as notifications from '../../migrations/0008-notifications';
import * as tagsAndSearch from '../../migrations/0009-tags-and-search';
import * as activityCodes from '../../migrations/0010-activity-codes';
import * as remoteErrorRetention from '../../migrations/0011-remote-error-retention';
import * as sharedLimits from '../../migrations/0012-shared-limits';
import * as idempotency from '../../migrations/0013-idempotency';
import * as fileStore from '../../migrations/0014-file-store';
import * as listSorting from '../../migrations/0015-list-sorting';
import * as apiAtScale from '../../migrations/0016-api-at-scale';
import * as searchDocuments from '../../migrations/0017-search-documents';
import * as plansOnAverages from '../../migrations/0018-plans-on-averages';
import * as editorialTrust from '../../migrations/0019-editorial-trust';
import * as correspondenceSettings from '../../migrations/0020-correspondence-settings';
import * as mailTemplates from '../../migrations/0021-mail-templates';
import * as mailOutbox from '../../migrations/0022-mail-outbox';
import * as reminders from '../../migrations/0023-reminders';
import * as discussions from '../../migrations/0024-discussions';
import * as passwordReset from '../../migrations/0025-password-reset';
import * as reviewerPreferences from '../../migrations/0026-reviewer-preferences';
import * as reviewRatings from '../../migrations/0027-review-ratings';
import * as reviewAlternates from '../../migrations/0028-review-alternates';
import * as reviewForms from '../../migrations/0029-review-forms';
import * as analytics from '../../migrations/0030-analytics';
import * as sectionHealth from '../../migrations/0031-section-health';
import * as rateLimits from '../../migrations/0032-rate-limits';
import * as idempotencyHolders from '../../migrations/0033-idempotency-holders';
import * as invitationStatusIndex from '../../migrations/0034-invitation-status-index';
import * as redundantStatusIndex from '../../migrations/0035-drop-redundant-status-index';
import * as listVersionAtCommit from '../../migrations/0036-list-version-at-commit';

export const migrations: Record<string, Migration> = {
  '0001-core': core,
  '0002-content': content,
  '0003-manuscript-paging': paging,
  '0004-remote-registry': registry,
  '0005-peer-review': peerReview,
  '0008-notifications': notifications,
  '0009-tags-and-search': tagsAndSearch,
  '0010-activity-codes': activityCodes,
  '0011-remote-error-retention': remoteErrorRetention,
  '0012-shared-limits': sharedLimits,
  '0013-idempotency': idempotency,
  '0014-file-store': fileStore,
  '0015-list-sorting': listSorting,
  '0016-api-at-scale': apiAtScale,
  '0017-search-documents': searchDocuments,
  '0018-plans-on-averages': plansOnAverages,
  '0019-editorial-trust': editorialTrust,
  '0020-correspondence-settings': correspondenceSettings,
  '0021-mail-templates': mailTemplates,
  '0022-mail-outbox': mailOutbox,
  '0023-reminders': reminders,
  '0024-discussions': discussions,
  '0025-password-reset': passwordReset,
  '0026-reviewer-preferences': reviewerPreferences,
  '0027-review-ratings': reviewRatings,
  '0028-review-alternates': reviewAlternates,
  '0029-review-forms': reviewForms,
  '0030-analytics': analytics,
  '0031-section-health': sectionHealth,
  '0032-rate-limits': rateLimits,
  '0033-idempotency-holders': idempotencyHolders,
  '0034-invitation-status-index': invitationStatusIndex,
  '0035-drop-redundant-status-index': redundantStatusIndex,
  '0036-list-version-at-commit': listVersionAtCommit,
};

/**
 * Key of the PostgreSQL session advisory lock every migrator takes (a constant
 * nothing else locks on: "colo" in ASCII; a safe integer, unlike a 64-bit one).
 */
export const MIGRATION_LOCK_KEY = 0x636f6c6f;

/**
 * `schema` (PostgreSQL only) names the schema of Kysely's bookkeeping tables;
 * needed when several schemas of one database are migrated (the tests).
 */
export function createMigrator(db: AnyKysely, schema?: string) {
  return new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
}

/** SQLite's migrators of this process, in turn. */
let sqliteTurn: Promise<unknown> = Promise.resolve();

/**
 * Runs `work` with a migrator under a PostgreSQL session advisory lock, so
 * concurrent migrators (parallel test workers, several API processes) take
 * turns. Kysely's own lock is per bookkeeping schema and is taken only after
 * it has introspected every table of the database, which fails ("relation …
 * does not exist") while another schema is being migrated. The lock and the
 * migration share one dedicated connection (a pool of one cannot deadlock),
 * and the lock is released in `finally`. On a SQLite file (where Kysely runs
 * migrations outside a transaction) a lock file beside it, taken in this
 * process's turn; in memory the turn alone.
 */
export async function withMigrator<T>(
  db: AnyKysely,
  schema: string | undefined,
  work: (migrator: Migrator) => Promise<T>,
): Promise<T> {
  if (dialectName(db) !== 'postgres') {
    const turn = sqliteTurn.then(() =>
      underLockFile(db, 'migrate', () => work(createMigrator(db, schema))),
    );
    sqliteTurn = turn.catch(() => undefined);
    return turn;
  }
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${sql.lit(MIGRATION_LOCK_KEY)})`.execute(connection);
    try {
      return await work(createMigrator(connection, schema));
    } finally {
      await sql`select pg_advisory_unlock(${sql.lit(MIGRATION_LOCK_KEY)})`.execute(connection);
    }
  });
}

/** Runs `work` holding the lock file `name` of a SQLite file (none in memory). */
async function underLockFile<T>(db: AnyKysely, name: string, work: () => Promise<T>): Promise<T> {
  const file = sqliteFileOf(db);
  const lock = file === undefined ? null : await waitForFileLock(`${lockFolderOf(file)}/${name}`);
  try {
    return await work();
  } finally {
    lock?.release();
  }
}

/**
 * Key of the advisory lock around a process's whole start-up preparation
 * (migrate, then seed an empty database): "colp". Distinct from the
 * migration lock, which the preparation takes inside it on another connection.
 */
export const STARTUP_LOCK_KEY = 0x636f6c70;

/**
 * SQLite's start-ups of this process, in turn: only then the lock file (a second connection of
 * this process to it would wait on the thread its own holder needs).
 */
let startupTurn: Promise<unknown> = Promise.resolve();

/**
 * Runs `work` (which uses `db` freely) while holding the start-up lock, so N
 * API processes starting together on an empty database migrate and seed once:
 * the first seeds, the others wait and then find the database seeded. On
 * PostgreSQL a session advisory lock on a connection of its own (the work
 * needs others from the pool); on a SQLite file a lock file beside it
 * (dialect/sqlite-file-lock.ts), taken in this process's turn (docs/deploy.md).
 */
export async function withStartupLock<T>(db: AnyKysely, work: () => Promise<T>): Promise<T> {
  if (dialectName(db) !== 'postgres') {
    const turn = startupTurn.then(() => underLockFile(db, 'startup', work));
    startupTurn = turn.catch(() => undefined);
    return turn;
  }
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${sql.lit(STARTUP_LOCK_KEY)})`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${sql.lit(STARTUP_LOCK_KEY)})`.execute(connection);
    }
  });
}

/** Migrates to the latest version; throws the first migration error. */
export async function migrateToLatest(db: AnyKysely, schema?: string): Promise<MigrationResultSet> {
  const result = await withMigrator(db, schema, (migrator) => migrator.migrateToLatest());
  if (result.error) throw result.error;
  return result;
}
