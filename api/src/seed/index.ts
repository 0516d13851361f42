// Seeds a migrated, empty database: core data, then api-content's content.
import { faker } from '@faker-js/faker';
import { NO_MIGRATIONS } from 'kysely';
import type { Database } from '../db/database';
import { migrateToLatest, withMigrator, withStartupLock } from '../db/migrate';
import { rebuildAnalytics } from '../modules/analytics';
import { seedRecentActivity } from './activity';
import { seedContent } from './content';
import { seedCore } from './core';
import { seedMailOutbox } from './mail-outbox';
import { createRng } from './rng';
import { isDatabaseEmpty, latestStatusChangeAt } from './seed.repository';

export const SEED = 20_240_601;

export type SeedOptions = {
  /** Content volume: 1 is the demo set; 1000000 is about a million manuscripts. */
  scale?: number;
  /** Drop every table and migrate again before seeding. */
  reset?: boolean;
  log?: (message: string) => void;
  /** PostgreSQL schema of the migration bookkeeping (tests migrate one schema each). */
  schema?: string;
};

export { isDatabaseEmpty } from './seed.repository';

export async function resetDatabase(db: Database, schema?: string): Promise<void> {
  const result = await withMigrator(db, schema, (migrator) => migrator.migrateTo(NO_MIGRATIONS));
  if (result.error) throw result.error;
  await migrateToLatest(db, schema);
}

export async function seedDatabase(
  db: Database,
  { scale = 1, reset = false, log = () => {}, schema }: SeedOptions = {},
) {
  if (reset) {
    log('Resetting the database…');
    await resetDatabase(db, schema);
  } else {
    await migrateToLatest(db, schema);
  }
  if (!(await isDatabaseEmpty(db))) {
    throw new Error('The database already has users; run the seed with --reset to start over.');
  }
  const started = Date.now();
  faker.seed(SEED);
  const core = await seedCore(db, faker);
  log(`Seeded ${core.userIds.length} active users with profiles and publications.`);
  const options = { ...core, scale, rng: createRng(SEED), faker };
  await seedContent(db, options);
  await seedRecentActivity(db);
  log(`Seeded ${await seedMailOutbox(db, core.demoUserIds)} mails in the outbox.`);
  // The rows above were written in bulk, past the analytics' own bookkeeping: compute it once.
  await rebuildAnalytics(db);
  log(`Seed finished in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  return core;
}

/** Past this many days without a status change, the demo queue looks abandoned. */
const STALE_DAYS = 7;

/**
 * The seed dates the demo like a journal's last two years up to the day it ran, so a demo
 * database kept for weeks ages with it: every queue item "overdue" by as many days. Says so
 * (and how to date it afresh) when nothing has moved for a week; a live database never is.
 */
async function warnWhenStale(db: Database, log: (message: string) => void) {
  const at = await latestStatusChangeAt(db);
  const days = at ? Math.floor((Date.now() - Date.parse(at)) / 86_400_000) : 0;
  if (days >= STALE_DAYS)
    log(
      `No manuscript has changed status for ${days} days. If this is the demo database: its ` +
        'dates age from the day it was seeded, so its queue now looks overdue; ' +
        '`pnpm --filter api seed --reset` seeds it afresh (deleting everything in it).',
    );
}

/**
 * What an API process does before it listens: migrate, and seed the database
 * when it is empty (and `seed` is on) — under the start-up lock, so processes
 * starting together migrate and seed once. Whether this process seeded.
 */
export async function prepareDatabase(
  db: Database,
  { seed = true, ...options }: SeedOptions & { seed?: boolean } = {},
): Promise<{ seeded: boolean }> {
  return withStartupLock(db, async () => {
    await migrateToLatest(db, options.schema);
    if (!seed) return { seeded: false };
    if (!(await isDatabaseEmpty(db))) {
      await warnWhenStale(db, options.log ?? (() => {}));
      return { seeded: false };
    }
    options.log?.('Empty database: seeding demo data…');
    await seedDatabase(db, { ...options, reset: false });
    return { seeded: true };
  });
}
