// Idempotency-Key claims left behind by an API process that died mid-request.
// A dead process is stood in for by a holder number nobody holds (no live app
// of this process, no PostgreSQL advisory lock), a live one by a real holder;
// the claim row is left as the dying request would have left it.
import { sql } from 'kysely';
import { startHolder } from '../../src/lib/idempotency-holder';
import { claimedDatabase } from '../../src/lib/idempotency-transactions';
import { buildTestApp, type TestApp } from '../helpers/test-app';
import {
  insertJournal,
  manuscriptFields,
  withTempDataDir,
} from '../modules/manuscripts/helpers/content';
import { pdfBytes } from '../modules/manuscripts/helpers/files';
import { multipart } from '../modules/manuscripts/helpers/multipart';

withTempDataDir();
let t: TestApp;
let token: string;
let adminId: number;
beforeAll(async () => {
  t = await buildTestApp();
  token = await t.tokenFor('admin');
  adminId = t.users.admin.id;
});
afterAll(async () => t.close());

/** A holder number no process holds: the claim's process is gone. */
const DEAD = 123_456_789;

const createJournal = (title: string, key: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/journals',
    headers: { ...t.authHeader(token), 'idempotency-key': key },
    payload: { title, description: 'Left unanswered by a dead process' },
  });

const journalIds = async (title: string) =>
  (await t.db.selectFrom('journals').select('id').where('title', '=', title).execute()).map(
    (r) => r.id,
  );

/** The claim as the request left it when its process died before answering. */
const leaveUnanswered = (key: string, holder: number | null, at = new Date().toISOString()) =>
  t.db
    .updateTable('idempotency_keys')
    .set({ status: null, content_type: null, body: null, holder, claimed_at: at })
    .where('user_id', '=', adminId)
    .where('key', '=', key)
    .execute();

const claimOf = (key: string) =>
  t.db
    .selectFrom('idempotency_keys')
    .selectAll()
    .where('user_id', '=', adminId)
    .where('key', '=', key)
    .executeTakeFirstOrThrow();

it('the create writes what it committed into the claim, in its own transaction', async () => {
  const first = await createJournal('Recorded', 'rec-1');
  expect(first.statusCode).toBe(201);
  const claim = await claimOf('rec-1');
  expect(claim.holder).toBeNull();
  const results = JSON.parse(claim.results!) as { value: { id: number } }[];
  expect(results.map((r) => r.value.id)).toEqual([first.json().data.id]);
  // A create refused inside its transaction records nothing and keeps no claim.
  const refused = await t.app.inject({
    method: 'POST',
    url: '/api/v1/journals',
    headers: { ...t.authHeader(token), 'idempotency-key': 'rec-2' },
    payload: { title: 'Refused', description: 'x', category_ids: [999_999] },
  });
  expect(refused.statusCode).toBe(422);
  expect(await journalIds('Refused')).toEqual([]);
});

it('committed, never answered, its process gone: a re-send answers the stored row at once', async () => {
  const first = await createJournal('Stored Unanswered', 'crash-1');
  await leaveUnanswered('crash-1', DEAD);
  const resent = await createJournal('Stored Unanswered', 'crash-1');
  expect(resent.statusCode).toBe(201);
  expect(resent.json()).toEqual(first.json());
  expect(await journalIds('Stored Unanswered')).toEqual([first.json().data.id]);
  // Settled now: the next re-send replays that answer.
  const again = await createJournal('Stored Unanswered', 'crash-1');
  expect([again.statusCode, again.headers['idempotent-replayed']]).toEqual([201, 'true']);
  expect(again.json()).toEqual(first.json());
});

it('nothing committed, its process gone: a re-send runs the create once', async () => {
  const first = await createJournal('Never Committed', 'crash-2');
  // As if its transaction had rolled back with the process: no row, no results.
  await t.db.deleteFrom('journals').where('id', '=', first.json().data.id).execute();
  await leaveUnanswered('crash-2', DEAD);
  await t.db
    .updateTable('idempotency_keys')
    .set({ results: null })
    .where('key', '=', 'crash-2')
    .execute();
  const resent = await createJournal('Never Committed', 'crash-2');
  expect(resent.statusCode).toBe(201);
  expect(await journalIds('Never Committed')).toEqual([resent.json().data.id]);
});

it('held by a live process: 409 "in progress" until that process is gone, then the stored row', async () => {
  const first = await createJournal('Held Elsewhere', 'crash-3');
  const live = await startHolder(t.db);
  await leaveUnanswered('crash-3', live.id);
  const busy = await createJournal('Held Elsewhere', 'crash-3');
  expect(busy.statusCode).toBe(409);
  expect(busy.headers['idempotency-key-status']).toBe('in-progress');
  expect(busy.headers['retry-after']).toBe('1');
  await live.close();
  const resent = await createJournal('Held Elsewhere', 'crash-3');
  expect([resent.statusCode, resent.json()]).toEqual([201, first.json()]);
  expect(await journalIds('Held Elsewhere')).toHaveLength(1);
});

it('a live holder that never answers is taken over after 2 minutes', async () => {
  const first = await createJournal('Held Too Long', 'crash-4');
  const live = await startHolder(t.db);
  try {
    await leaveUnanswered('crash-4', live.id, new Date(Date.now() - 3 * 60_000).toISOString());
    const resent = await createJournal('Held Too Long', 'crash-4');
    expect([resent.statusCode, resent.json()]).toEqual([201, first.json()]);
  } finally {
    await live.close();
  }
});

it('a transaction of a request that lost its claim rolls back (no second row)', async () => {
  await createJournal('Lost Claim', 'crash-5');
  await leaveUnanswered('crash-5', DEAD);
  const claim = { userId: adminId, key: 'crash-5', holder: 42, earlier: [], commits: [] };
  const write = claimedDatabase(t.db, { claim })
    .transaction()
    .execute(async (trx) => {
      await sql`insert into tags (name, slug, created_at, updated_at) values ('lost-claim', 'lost-claim', '2026-01-01', '2026-01-01')`.execute(
        trx,
      );
      return 'written';
    });
  await expect(write).rejects.toMatchObject({ statusCode: 409 });
  const tags = await t.db
    .selectFrom('tags')
    .select('id')
    .where('name', '=', 'lost-claim')
    .execute();
  expect(tags).toEqual([]);
});

it('an upload committed but never answered: the re-send answers its manuscript, one stored', async () => {
  const journal = await insertJournal(t);
  const author = await t.tokenFor('author');
  const authorId = t.users.author.id;
  const submit = () => {
    const body = multipart(manuscriptFields({ title: 'Uploaded Unanswered' }), [
      { name: 'paper.pdf', content: pdfBytes(), type: 'application/pdf' },
    ]);
    return t.app.inject({
      method: 'POST',
      url: `/api/v1/journals/${journal}/manuscripts`,
      headers: { ...t.authHeader(author), ...body.headers, 'idempotency-key': 'upload-crash' },
      payload: body.payload,
    });
  };
  const first = await submit();
  expect(first.statusCode).toBe(201);
  await t.db
    .updateTable('idempotency_keys')
    .set({ status: null, body: null, holder: DEAD })
    .where('user_id', '=', authorId)
    .where('key', '=', 'upload-crash')
    .execute();
  const resent = await submit();
  expect([resent.statusCode, resent.json()]).toEqual([201, first.json()]);
  const rows = await t.db
    .selectFrom('manuscripts')
    .select('id')
    .where('title', '=', 'Uploaded Unanswered')
    .execute();
  expect(rows).toHaveLength(1);
  const { id, revisions } = first.json().data as { id: number; revisions: { id: number }[] };
  const file = await t.app.inject({
    method: 'GET',
    url: `/api/v1/manuscripts/${id}/revisions/${revisions[0]!.id}/file`,
    headers: t.authHeader(author),
  });
  expect(file.statusCode).toBe(200);
});
