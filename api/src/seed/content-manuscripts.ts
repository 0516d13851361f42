// Writes seeded manuscripts in multi-row inserts, one transaction per chunk of
// 5,000, so a million manuscripts stay practical; progress goes to stderr.
import type { Database } from '../db/database';
import { moveSequencePastIds, withSearchIndexBuiltAfter } from '../db/dialect/bulk-load';
import { filesOf, type StorageConfig } from '../modules/manuscripts/file-storage';
import { minimalPdf } from './content-pdf';
import {
  buildManuscript,
  type ManuscriptSeedContext,
  type Rows,
  SHARED_SAMPLE,
} from './content-manuscript-rows';
import type { Progress } from './progress';
import { insertRows } from './seed.repository';

export type { ManuscriptSeedContext, Person } from './content-manuscript-rows';

const BATCH = 500;
const BATCHES_PER_TRANSACTION = 10;

/**
 * Stores the batch's files through the file store, in the batch's transaction
 * (database driver: every process reads them; disk: this process's DATA_DIR).
 */
async function writeFiles(trx: Database, storage: StorageConfig, files: Rows['files']) {
  const store = filesOf(trx, storage);
  for (const file of files) await store.put(trx, file.relative, minimalPdf(file.title));
}

/** One batch of `count` manuscripts from id `first`; the first `ownFileCount` get their own PDF. */
async function writeBatch(
  trx: Database,
  ctx: ManuscriptSeedContext,
  { first, count, ownFileCount }: { first: number; count: number; ownFileCount: number },
) {
  const rows: Rows = {
    manuscripts: [],
    authors: [],
    revisions: [],
    assignments: [],
    reviews: [],
    history: [],
    files: [],
  };
  for (let i = 0; i < count; i++) buildManuscript(ctx, first + i, i < ownFileCount, rows);
  await insertRows(trx, 'manuscripts', rows.manuscripts);
  await insertRows(trx, 'manuscript_authors', rows.authors);
  await insertRows(trx, 'manuscript_revisions', rows.revisions);
  await insertRows(trx, 'review_assignments', rows.assignments);
  await insertRows(trx, 'reviews', rows.reviews);
  await insertRows(trx, 'manuscript_status_history', rows.history);
  await writeFiles(trx, ctx.storage, rows.files);
}

/**
 * Writes `count` manuscripts with ids from `firstId`; the first `ownFileCount`
 * get their own PDF files, the rest share one sample file.
 */
export async function seedManuscripts(
  db: Database,
  ctx: ManuscriptSeedContext,
  {
    count,
    firstId,
    ownFileCount,
    progress,
  }: { count: number; firstId: number; ownFileCount: number; progress: Progress },
) {
  await filesOf(db, ctx.storage).put(db, SHARED_SAMPLE, minimalPdf('Colophon sample manuscript'));
  const chunk = BATCH * BATCHES_PER_TRANSACTION;
  await withSearchIndexBuiltAfter(db, count, async () => {
    for (let start = 0; start < count; start += chunk) {
      const end = Math.min(count, start + chunk);
      await db.transaction().execute(async (trx) => {
        for (let from = start; from < end; from += BATCH) {
          const to = Math.min(end, from + BATCH);
          await writeBatch(trx, ctx, {
            first: firstId + from,
            count: to - from,
            ownFileCount: ownFileCount - from,
          });
          progress.tick(to - from);
        }
      });
    }
  });
  // The ids were given explicitly: the next manuscript's id must come after them.
  await moveSequencePastIds(db, 'manuscripts');
}
