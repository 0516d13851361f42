// `pnpm --filter api files:move --to database|disk`: moves the files of the
// database of DATABASE_URL between the disk (DATA_DIR/uploads) and PostgreSQL,
// then prints what it did. Stop the API processes first (or run it again after
// restarting them with the new FILE_STORE: it only moves what is left).
import { parseArgs } from 'node:util';
import { createDatabase, databaseConfigFromEnv } from '../../db/database';
import { storageConfigFromEnv } from '../../modules/manuscripts';
import { moveFiles } from './move-files';

const { values } = parseArgs({ options: { to: { type: 'string' } } });
if (values.to !== 'database' && values.to !== 'disk') {
  console.error('Usage: pnpm --filter api files:move --to database|disk');
  process.exit(2);
}
const to = values.to;
const config = databaseConfigFromEnv(process.env);
if (config.dialect !== 'postgres') {
  console.error('files:move needs DATABASE_URL=postgres://… (SQLite keeps its files on disk).');
  process.exit(2);
}
const storage = storageConfigFromEnv();
const db = createDatabase(config);
try {
  let done = 0;
  const report = await moveFiles(db, {
    uploadsDir: storage.uploadsDir,
    to,
    onFile: () => {
      done += 1;
      if (done % 100 === 0) console.error(`… ${done} files`);
    },
  });
  console.log(
    `Moved ${report.moved} files to the ${to === 'database' ? 'database' : `disk (${storage.uploadsDir})`}; ` +
      `${report.alreadyThere} were there already; ${report.missing.length} missing in both stores` +
      (to === 'database' ? `; ${report.unreferenced} unreferenced files left on disk.` : '.'),
  );
  for (const key of report.missing.slice(0, 20)) console.log(`missing: ${key}`);
  console.log(
    `Run every API process with FILE_STORE=${to}${to === 'database' ? ' (or unset: the default on PostgreSQL)' : ''}.`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
