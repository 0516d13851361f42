// `pnpm --filter api seed [--reset] [--scale N]`: seeds the database of
// DATABASE_URL / DATABASE_FILE and prints the demo sign-ins.
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createDatabase, databaseConfigFromEnv } from '../db/database';
import { demoCredentialsText } from './demo-accounts';
import { seedDatabase } from './index';

const { values } = parseArgs({
  options: { reset: { type: 'boolean', default: false }, scale: { type: 'string', default: '1' } },
});
const scale = Number(values.scale);
if (!Number.isInteger(scale) || scale < 1) {
  console.error('--scale must be a positive integer');
  process.exit(2);
}

const config = databaseConfigFromEnv(
  process.env,
  fileURLToPath(new URL('../../.data/colophon.sqlite', import.meta.url)),
);
const db = createDatabase(config);
try {
  await seedDatabase(db, { scale, reset: values.reset, log: (m) => console.error(m) });
  console.log(demoCredentialsText());
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
