// On PostgreSQL a submission locks its journal's row (the stored manuscript
// count) only at the end of its transaction, so a submission that is still
// storing its file, notices or audit row does not hold up the journal's other
// submissions (journals.repository.ts, adjustManuscriptsCount).
import { sql } from 'kysely';
import { openTransaction } from '../../helpers/open-transaction';
import type { TestApp } from '../../helpers/test-app';
import { postManuscript } from './helpers/content';
import { manuscriptRoutesSuite } from './helpers/routes-suite';

const suite = manuscriptRoutesSuite();
let t: TestApp;
beforeAll(() => {
  t = suite.t;
});

/** Waits until some statement waits for a lock on `table`. */
async function someoneWaitsFor(table: string) {
  for (let attempt = 0; attempt < 200; attempt++) {
    const { rows } = await sql<{ n: string | number }>`select count(*) as n from pg_locks l
      join pg_class c on c.oid = l.relation where c.relname = ${table} and not l.granted`.execute(
      t.db,
    );
    if (Number(rows[0]!.n) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`nothing waited for ${table}`);
}

const journalCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('journals')
        .select('manuscripts_count')
        .where('id', '=', suite.journal)
        .executeTakeFirstOrThrow()
    ).manuscripts_count,
  );

it('a submission held up before its audit row does not lock its journal', async () => {
  if (t.dialect !== 'postgres') return; // SQLite has one writer at a time
  const before = await journalCount();
  // Another transaction holds the audit log: the submission stops at its audit row.
  const holder = openTransaction(t.db, (trx) =>
    sql`lock table audit_log in exclusive mode`.execute(trx),
  );
  await holder.ready;
  const submission = postManuscript(t, suite.author, suite.journal);
  try {
    await someoneWaitsFor('audit_log');
    // What another submission's last statement does: it must not wait.
    await t.db.transaction().execute(async (trx) => {
      await sql`set local lock_timeout = '2s'`.execute(trx);
      await trx
        .updateTable('journals')
        .set({ manuscripts_count: sql`manuscripts_count` })
        .where('id', '=', suite.journal)
        .execute();
    });
  } finally {
    holder.release();
    await holder.done;
  }
  expect((await submission).statusCode).toBe(201);
  expect(await journalCount()).toBe(before + 1);
});
