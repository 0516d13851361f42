import type { FastifyInstance } from 'fastify';
import { detailCacheOf } from '../../src/modules/manuscripts/manuscript-detail-cache';
import { buildInstances, type Instances } from '../helpers/shared-database';

// Two API processes on one database, each keeping manuscript details in memory
// (manuscript-detail-cache.ts): a write through one shows on the other at the
// other's next read. SQLite: the other connection's commit moved B's
// data_version. PostgreSQL: A does not answer until every listening process
// has dropped what it kept (db/pg-listener.ts).
let inst: Instances;
let token: string;
let manuscript: number;
beforeAll(async () => {
  inst = await buildInstances();
  const chief = await inst.createUser(['editor-in-chief']);
  token = await inst.tokenFor(chief.id);
  const now = new Date().toISOString();
  const db = inst.dbs[0];
  const journal = await db
    .insertInto('journals')
    .values({ title: 'Shared', description: 'A journal', created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const row = await db
    .insertInto('manuscripts')
    .values({
      journal_id: journal.id,
      submitter_id: chief.id,
      title: 'Before',
      abstract: 'An abstract.',
      keywords: '[]',
      manuscript_type: 'research_article',
      doi: null,
      status: 'submitted',
      submission_date: now,
      submission_notes: null,
      handling_editor_id: null,
      published_at: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  manuscript = row.id;
});
afterAll(async () => inst.close());

const detailOn = async (app: FastifyInstance) => {
  const res = await app.inject({
    method: 'GET',
    url: `/api/v1/manuscripts/${manuscript}`,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.statusCode).toBe(200);
  return res.json().data as { title: string; status: string };
};

/** Reads on B until its answer comes from memory (PostgreSQL: once its LISTEN connection is up). */
async function keptOnB() {
  const cache = detailCacheOf(inst.dbs[1])!;
  for (let attempt = 0; attempt < 100; attempt++) {
    const hits = cache.counts.hits;
    const detail = await detailOn(inst.apps[1]);
    if (cache.counts.hits > hits) return detail;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('B never answered the detail from memory');
}

it('a manuscript edited through A reads edited on B at once (10 rounds)', async () => {
  for (let round = 1; round <= 10; round++) {
    const before = await keptOnB();
    const title = `Edited on A, round ${round}`;
    const res = await inst.apps[0].inject({
      method: 'PUT',
      url: `/api/v1/manuscripts/${manuscript}`,
      headers: { authorization: `Bearer ${token}` },
      payload: { title },
    });
    expect(res.statusCode).toBe(200);
    const after = await detailOn(inst.apps[1]);
    expect(after.title).not.toBe(before.title);
    expect(after.title).toBe(title);
  }
});

it('a status changed on A straight in the database reads changed on B', async () => {
  await keptOnB();
  await inst.dbs[0]
    .updateTable('manuscripts')
    .set({ status: 'under_review' })
    .where('id', '=', manuscript)
    .execute();
  expect((await detailOn(inst.apps[1])).status).toBe('under_review');
});
