// Runs the migrations in api/migrations/. The list is a static import map so it
// works the same under tsx (ESM) and jest (CommonJS), with no directory scan.
import { type Migration, type MigrationResultSet, Migrator } from 'kysely';
import type { AnyKysely } from './portable';
import * as core from '../../migrations/0001-core';
import * as content from '../../migrations/0002-content';
import * as paging from '../../migrations/0003-manuscript-paging';
import * as registry from '../../migrations/0004-remote-registry';

export const migrations: Record<string, Migration> = {
  '0001-core': core,
  '0002-content': content,
  '0003-manuscript-paging': paging,
  '0004-remote-registry': registry,
};

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

/** Migrates to the latest version; throws the first migration error. */
export async function migrateToLatest(db: AnyKysely, schema?: string): Promise<MigrationResultSet> {
  const result = await createMigrator(db, schema).migrateToLatest();
  if (result.error) throw result.error;
  return result;
}
