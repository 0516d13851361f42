// The analytics bench's dataset: the shared bench database (harness.ts),
// seeded again when it predates the scale seed's invitations, its
// aggregates rebuilt (timed), its counts, and a timed fold of writes to
// 1,000 manuscripts, checked against the figures before and after.
import { sql } from 'kysely';
import { createDatabase, type Database, type DatabaseConfig } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { foldPending, rebuildAnalytics } from '../src/modules/analytics';
import { DEMO_MANUSCRIPTS } from '../src/seed/content';
import { seedDatabase } from '../src/seed/index';
import { type DataFacts, prepareData } from './harness';

export type DatasetCounts = {
  manuscripts: number;
  history: number;
  invitations: number;
  facts: number;
  invitationFacts: number;
  monthly: number;
};

const count = async (db: Database, table: string) =>
  Number(
    (await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(db)).rows[0]!
      .n,
  );

export const datasetCounts = async (db: Database): Promise<DatasetCounts> => ({
  manuscripts: await count(db, 'manuscripts'),
  history: await count(db, 'manuscript_status_history'),
  invitations: await count(db, 'review_invitations'),
  facts: await count(db, 'analytics_manuscripts'),
  invitationFacts: await count(db, 'analytics_invitations'),
  monthly: await count(db, 'analytics_monthly'),
});

/** Whether the scale seed wrote invitations beyond the demo range (older bench data did not). */
async function hasScaleInvitations(db: Database): Promise<boolean> {
  const row = await db
    .selectFrom('review_invitations')
    .select('id')
    .where('manuscript_id', '>', DEMO_MANUSCRIPTS * 2)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The bench database at `scale` with invitations (re-seeded when it predates
 * them; the seed builds the aggregates) and, with `rebuild`, the aggregates
 * rebuilt from scratch again: how long that took (null when not run).
 */
export async function prepareAnalyticsData(
  config: DatabaseConfig,
  scale: number,
  rebuild: boolean,
  log: (line: string) => void,
): Promise<{ facts: DataFacts; rebuildMs: number | null; counts: DatasetCounts }> {
  const db = createDatabase(config);
  try {
    await migrateToLatest(db);
    const manuscripts = await count(db, 'manuscripts');
    if (manuscripts >= scale && !(await hasScaleInvitations(db))) {
      log(`The bench data predates the scale seed's invitations: seeding ${scale} again…`);
      await seedDatabase(db, { scale, reset: true, log });
    }
  } finally {
    await db.destroy();
  }
  const facts = await prepareData(config, scale);
  const again = createDatabase(config);
  try {
    let rebuildMs: number | null = null;
    if (rebuild) {
      log('Rebuilding the analytics aggregates…');
      const started = performance.now();
      await rebuildAnalytics(again);
      rebuildMs = performance.now() - started;
      // Fresh statistics for the rebuilt tables, as the seed leaves them.
      const analyze = config.dialect === 'postgres' ? 'vacuum analyze' : 'analyze';
      await sql`${sql.raw(analyze)}`.execute(again);
    } else {
      // Whatever the API wrote since the seed: folded, as the first read would.
      await foldPending(again);
    }
    return { facts, rebuildMs, counts: await datasetCounts(again) };
  } finally {
    await again.destroy();
  }
}

/** Up to `n` submitted manuscripts with no decision: each gets a desk rejection now. */
async function undecided(db: Database, n: number): Promise<number[]> {
  const rows = await db
    .selectFrom('manuscripts')
    .select('id')
    .where('status', '=', 'submitted')
    .orderBy('id', 'desc')
    .limit(n)
    .execute();
  return rows.map((r) => r.id);
}

const NOTE = 'analytics bench: desk rejection';

/** Takes the bench's desk rejections back (also those a stopped run left behind). */
async function undoRejections(db: Database) {
  await db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('manuscript_status_history')
      .select('manuscript_id')
      .where('notes', '=', NOTE)
      .execute();
    const ids = rows.map((r) => r.manuscript_id);
    for (let i = 0; i < ids.length; i += 1_000) {
      const chunk = ids.slice(i, i + 1_000);
      await trx
        .deleteFrom('manuscript_status_history')
        .where('notes', '=', NOTE)
        .where('manuscript_id', 'in', chunk)
        .execute();
      await trx
        .updateTable('manuscripts')
        .set({ status: 'submitted' })
        .where('id', 'in', chunk)
        .execute();
    }
  });
}

async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

/**
 * Writes a desk rejection to `n` submitted manuscripts (a history row and
 * the status, as a decision does), folds, and undoes it, folding again;
 * `check` reads the figures before and after each fold. Both folds are timed.
 */
export async function timedFold<T>(
  config: DatabaseConfig,
  n: number,
  check: () => Promise<T>,
): Promise<{
  ids: number;
  writeFoldMs: number;
  undoFoldMs: number;
  before: T;
  written: T;
  undone: T;
}> {
  const db = createDatabase(config);
  try {
    await undoRejections(db);
    await foldPending(db);
    const before = await check();
    const ids = await undecided(db, n);
    const now = new Date().toISOString();
    await db.transaction().execute(async (trx) => {
      const rows = ids.map((id) => ({
        manuscript_id: id,
        from_status: 'submitted',
        to_status: 'rejected',
        notes: NOTE,
        user_id: null,
        created_at: now,
      }));
      await trx.insertInto('manuscript_status_history').values(rows).execute();
      await trx
        .updateTable('manuscripts')
        .set({ status: 'rejected' })
        .where('id', 'in', ids)
        .execute();
    });
    const writeFoldMs = await timed(() => foldPending(db));
    const written = await check();
    await undoRejections(db);
    const undoFoldMs = await timed(() => foldPending(db));
    return { ids: ids.length, writeFoldMs, undoFoldMs, before, written, undone: await check() };
  } finally {
    await db.destroy();
  }
}
