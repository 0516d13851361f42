// A manuscript's detail as one reader reads it (the row, the reader's ties,
// every relation: manuscript-detail.repository), kept in memory between
// requests (db/kept-reads.ts): exact, dropped when any write to a table that
// statement reads commits, here or in another process. Under load, that
// statement and the parsing of its JSON were 40 % of GET manuscripts/{id}'s
// CPU. Writes read the row afresh (findManuscriptForReader).
import type { Database } from '../../db/database';
import { frozen, KeptReads, keptReadsOf } from '../../db/performance/kept-reads';
import { findDetailForReader } from './manuscript-detail.repository';

type DetailRead = NonNullable<Awaited<ReturnType<typeof findDetailForReader>>>;

/** A few kilobytes each: about 20 MB at most. */
const MAX_ENTRIES = 2_000;

const caches = new WeakMap<Database, KeptReads<DetailRead> | null>();

export const detailCacheOf = (db: Database) =>
  keptReadsOf(caches, db, (signal) => new KeptReads<DetailRead>(signal, MAX_ENTRIES));

/** findDetailForReader, from memory when kept; read-only (shared by every request). An absent manuscript is never kept. */
export async function keptDetailForReader(
  db: Database,
  id: number,
  userId: number,
): Promise<DetailRead | undefined> {
  const cache = detailCacheOf(db);
  if (!cache) return findDetailForReader(db, id, userId);
  const key = `${id}:${userId}`;
  const kept = cache.lookup(key, Date.now());
  if (kept) return kept;
  const ticket = cache.ticket();
  const found = await findDetailForReader(db, id, userId);
  if (found) cache.keep(ticket, key, frozen(found));
  return found;
}
