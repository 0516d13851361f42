// Keeping the facts and the histogram exact: foldPending recomputes the
// manuscripts the triggers marked dirty; rebuildAnalytics recomputes all.
import type { Database } from '../../db/database';
import { addInvitation, addManuscript, type Deltas, deltaRows } from './analytics-contributions';
import { computeFacts, type InvitationFacts, type ManuscriptFacts } from './analytics-facts';
import * as repo from './analytics-fold.repository';

/** Manuscripts claimed per fold transaction. */
const FOLD_CHUNK = 500;
/** Manuscript ids read per rebuild step. */
const REBUILD_CHUNK = 5_000;
/** Histogram keys a rebuild holds before adding them to the table. */
const REBUILD_FLUSH = 200_000;

const group = <T extends { manuscript_id: number }>(rows: T[]) => {
  const map = new Map<number, T[]>();
  for (const row of rows) {
    const list = map.get(row.manuscript_id);
    if (list) list.push(row);
    else map.set(row.manuscript_id, [row]);
  }
  return map;
};

/** New facts of the selected manuscripts (missing manuscripts have none). */
async function freshFacts(db: Database, selection: repo.Selection) {
  const src = await repo.readSources(db, selection);
  const history = group(src.history);
  const invitations = group(src.invitations);
  const reviews = group(src.reviews);
  const manuscripts: ManuscriptFacts[] = [];
  const invitationFacts: InvitationFacts[] = [];
  for (const m of src.manuscripts) {
    const facts = computeFacts(
      m,
      history.get(m.id) ?? [],
      invitations.get(m.id) ?? [],
      reviews.get(m.id) ?? [],
    );
    manuscripts.push(facts.manuscript);
    invitationFacts.push(...facts.invitations);
  }
  return { manuscripts, invitations: invitationFacts };
}

function addAll(
  deltas: Deltas,
  facts: { manuscripts: ManuscriptFacts[]; invitations: InvitationFacts[] },
  sign: 1 | -1,
) {
  for (const m of facts.manuscripts) addManuscript(deltas, m, sign);
  for (const i of facts.invitations) addInvitation(deltas, i, sign);
}

/** One transaction: claim, recompute, swap the facts, apply the difference. */
async function foldOnce(db: Database): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await repo.lockFolds(trx);
    const ids = await repo.claimDirty(trx, FOLD_CHUNK);
    if (ids.length === 0) return 0;
    const [old, fresh] = await Promise.all([repo.readFacts(trx, ids), freshFacts(trx, { ids })]);
    const deltas: Deltas = new Map();
    addAll(deltas, old, -1);
    addAll(deltas, fresh, 1);
    await repo.applyDeltas(trx, deltaRows(deltas));
    await repo.deleteFacts(trx, ids);
    await repo.insertFacts(trx, fresh.manuscripts, fresh.invitations);
    return ids.length;
  });
}

/** Folds every pending manuscript; every analytics read calls it first. */
export async function foldPending(db: Database): Promise<number> {
  let folded = 0;
  // A cheap look first: reads mostly find the queue empty.
  if (!(await repo.hasDirty(db))) return 0;
  for (;;) {
    const n = await foldOnce(db);
    folded += n;
    if (n < FOLD_CHUNK) return folded;
  }
}

/**
 * Recomputes everything from scratch, reading manuscripts in id ranges (the
 * seed and the bench, after bulk inserts). Not meant to run beside writers:
 * a write during it is folded afterwards from the queue, which stays exact
 * because histogram rows are only ever added to.
 */
export async function rebuildAnalytics(db: Database): Promise<void> {
  await repo.emptyAnalytics(db);
  const max = await repo.maxManuscriptId(db);
  let deltas: Deltas = new Map();
  for (let from = 1; from <= max; from += REBUILD_CHUNK) {
    const fresh = await freshFacts(db, { from, to: from + REBUILD_CHUNK });
    addAll(deltas, fresh, 1);
    await db.transaction().execute(async (trx) => {
      await repo.insertFacts(trx, fresh.manuscripts, fresh.invitations);
      if (deltas.size > REBUILD_FLUSH) await repo.applyDeltas(trx, deltaRows(deltas));
    });
    if (deltas.size > REBUILD_FLUSH) deltas = new Map();
  }
  await db.transaction().execute((trx) => repo.applyDeltas(trx, deltaRows(deltas)));
}
