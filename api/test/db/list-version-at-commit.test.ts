// The count of writes to manuscripts (list_versions) changes when a writing
// transaction commits, never before; on PostgreSQL a transaction that wrote a
// manuscript does not hold up another one that writes a manuscript (migration
// 0036: the count is bumped at commit).
import { sql } from 'kysely';
import type { Database } from '../../src/db/database';
import { manuscriptsWriteCount } from '../../src/modules/manuscripts/list-version';
import { draftManuscriptRow } from '../helpers/manuscript-row';
import { openTransaction } from '../helpers/open-transaction';
import { buildInstances, type Instances } from '../helpers/shared-database';

let instances: Instances;
let journalId: number;
let submitterId: number;

beforeAll(async () => {
  instances = await buildInstances();
  submitterId = (await instances.createUser(['author'])).id;
  const now = new Date().toISOString();
  const journal = await instances.dbs[0]
    .insertInto('journals')
    .values({ title: 'Write counts', description: 'A journal', created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  journalId = journal.id;
});

afterAll(() => instances.close());

const writeCount = async (db: Database) =>
  Number(
    (await sql<{ v: number | string }>`select ${manuscriptsWriteCount} as v`.execute(db)).rows[0]!
      .v,
  );

const insertManuscript = (db: Database, title: string) =>
  db
    .insertInto('manuscripts')
    .values(draftManuscriptRow(journalId, submitterId, title))
    .returning('id')
    .executeTakeFirstOrThrow();

it('changes when the writing transaction commits, not before', async () => {
  const [writer, reader] = instances.dbs;
  const before = await writeCount(reader);
  const open = openTransaction(writer, async (trx) => {
    const { id } = await insertManuscript(trx, 'First');
    await insertManuscript(trx, 'Second');
    await trx
      .updateTable('manuscripts')
      .set({ title: 'First, edited' })
      .where('id', '=', id)
      .execute();
  });
  await open.ready;
  expect(await writeCount(reader)).toBe(before);
  open.release();
  await open.done;
  const after = await writeCount(reader);
  expect(after).toBeGreaterThan(before);
  // PostgreSQL bumps once per transaction; SQLite's triggers once per statement.
  if (instances.shared.dialect === 'postgres') expect(after).toBe(before + 1);
});

it('on PostgreSQL, a manuscript written in an open transaction does not hold up another', async () => {
  if (instances.shared.dialect !== 'postgres') return; // SQLite has one writer at a time
  const [first, second] = instances.dbs;
  const before = await writeCount(second);
  const open = openTransaction(first, (trx) => insertManuscript(trx, 'Held open'));
  await open.ready;
  try {
    // Before migration 0036 this insert waited for the first transaction's
    // lock on list_versions: lock_timeout ends that wait with an error.
    await second.transaction().execute(async (trx) => {
      await sql`set local lock_timeout = '2s'`.execute(trx);
      await insertManuscript(trx as unknown as Database, 'Not held up');
    });
  } finally {
    open.release();
    await open.done;
  }
  expect(await writeCount(second)).toBe(before + 2);
});
