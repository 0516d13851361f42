// A transaction held open between two statements of a test, so that another
// connection can be tried against the locks it holds.
import type { Database } from '../../src/db/database';

/** Runs `body` in a transaction that stays open until `release`; `ready` settles once `body` has run. */
export function openTransaction(db: Database, body: (trx: Database) => Promise<unknown>) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let ready!: () => void;
  const bodyDone = new Promise<void>((resolve) => (ready = resolve));
  const done = db.transaction().execute(async (trx) => {
    await body(trx as unknown as Database);
    ready();
    await released;
  });
  return { ready: bodyDone, release, done };
}
