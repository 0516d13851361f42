// `pnpm --filter api migrate [--down]`: migrates the database of DATABASE_URL /
// DATABASE_FILE to the latest version (or one step down).
import { fileURLToPath } from 'node:url';
import { createDatabase, databaseConfigFromEnv } from './database';
import { withMigrator } from './migrate';

const config = databaseConfigFromEnv(
  process.env,
  fileURLToPath(new URL('../../.data/colophon.sqlite', import.meta.url)),
);
const db = createDatabase(config);
const { error, results } = await withMigrator(db, undefined, (migrator) =>
  process.argv.includes('--down') ? migrator.migrateDown() : migrator.migrateToLatest(),
);
for (const r of results ?? [])
  console.log(`${r.status.padEnd(7)} ${r.direction.toLowerCase()} ${r.migrationName}`);
if (!results?.length) console.log('Nothing to migrate.');
await db.destroy();
if (error) {
  console.error(error);
  process.exit(1);
}
