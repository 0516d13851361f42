// A manuscript's detail kept in memory (manuscript-detail-cache.ts): a reader's
// second read runs no statement, and every write to a table the detail reads
// shows at the next read, on both databases.
import { KEPT_TABLES } from '../../../src/db/performance/write-signal';
import { detailCacheOf } from '../../../src/modules/manuscripts/manuscript-detail-cache';
import type { TestApp } from '../../helpers/test-app';
import { assignReviewer, tokenOf } from './helpers/content';
import { getAs, manuscriptRoutesSuite } from './helpers/routes-suite';

const suite = manuscriptRoutesSuite();
let t: TestApp;
let chief: string;
beforeAll(async () => {
  t = suite.t;
  chief = await tokenOf(t, 'editor-in-chief');
});
afterEach(() => jest.restoreAllMocks());

type Detail = Record<string, unknown> & { id: number };
const counts = () => ({ ...detailCacheOf(t.db)!.counts });

async function read(id: number, token = chief): Promise<Detail> {
  const res = await getAs(t, `/manuscripts/${id}`, token);
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

/** Reads until the detail is answered from memory (PostgreSQL: once the LISTEN connection is up). */
async function kept(id: number, token = chief): Promise<Detail> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const before = counts().hits;
    const detail = await read(id, token);
    if (counts().hits > before) return detail;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the detail was never answered from memory');
}

/** The SQL of every statement `run` executes. */
async function statementsOf(run: () => Promise<unknown>): Promise<string[]> {
  const spy = jest.spyOn(t.db.getExecutor(), 'executeQuery');
  try {
    await run();
    return spy.mock.calls.map(([query]) => query.sql);
  } finally {
    spy.mockRestore();
  }
}

it('answers a reader’s second read from memory, running no statement', async () => {
  const first = await kept(suite.mine);
  const statements = await statementsOf(async () => expect(await read(suite.mine)).toEqual(first));
  expect(statements).toEqual([]);
});

it('watches every table the detail’s statement and the session’s read', async () => {
  const reader = await t.createUser({ roles: ['editor-in-chief'] });
  const token = await t.tokenForUser(reader.id);
  // A new token and a detail not yet read by this reader: both are read from the database.
  const statements = await statementsOf(() => read(suite.theirs, token));
  expect(statements.length).toBeGreaterThanOrEqual(2);
  const tables = new Set(
    statements.flatMap((text) =>
      [...text.matchAll(/\b(?:from|join)\s+"?([a-z_]+)"?/gi)].map((m) => m[1]!.toLowerCase()),
    ),
  );
  expect(tables.size).toBeGreaterThan(5);
  expect(
    [...tables].filter((table) => !(KEPT_TABLES as readonly string[]).includes(table)),
  ).toEqual([]);
});

const now = () => new Date().toISOString();
/** Each write to a table the detail reads, and what the next read shows of it. */
const changes: [string, (id: number) => Promise<unknown>, (d: Detail) => unknown, unknown][] = [
  [
    'the manuscript',
    (id) =>
      t.db.updateTable('manuscripts').set({ title: 'Retitled' }).where('id', '=', id).execute(),
    (d) => d.title,
    'Retitled',
  ],
  [
    'a new author',
    (id) =>
      t.db
        .insertInto('manuscript_authors')
        .values({
          manuscript_id: id,
          user_id: null,
          first_name: 'Added',
          last_name: 'Later',
          email: 'added@example.org',
          institution: 'Somewhere',
          department: null,
          orcid: null,
          is_corresponding: false,
          author_order: 9,
          contribution: null,
          created_at: now(),
        })
        .execute(),
    (d) => (d.authors as { name: string }[]).some((a) => a.name === 'Added Later'),
    true,
  ],
  [
    'a revision',
    (id) =>
      t.db
        .updateTable('manuscript_revisions')
        .set({ changes_summary: 'Summarised later' })
        .where('manuscript_id', '=', id)
        .execute(),
    (d) => (d.revisions as { changes_summary: string }[])[0]?.changes_summary,
    'Summarised later',
  ],
  [
    'a review',
    (id) =>
      t.db
        .insertInto('reviews')
        .values({
          manuscript_id: id,
          user_id: t.users.reviewer.id,
          rating: 2,
          title: 'Later',
          content: 'Needs work.',
          is_verified: false,
          created_at: now(),
          updated_at: now(),
        })
        .execute(),
    (d) => (d.reviews as { content: string }[]).map((r) => r.content),
    ['Needs work.'],
  ],
  [
    'the status history',
    (id) =>
      t.db
        .insertInto('manuscript_status_history')
        .values({
          manuscript_id: id,
          from_status: 'draft',
          to_status: 'submitted',
          notes: 'Logged later',
          user_id: null,
          created_at: now(),
        })
        .execute(),
    (d) => (d.status_history as { notes: string }[]).at(-1)?.notes,
    'Logged later',
  ],
  [
    'a reviewer assigned',
    (id) => assignReviewer(t, id, t.users.reviewer.id),
    (d) => (d.reviewers as unknown[]).length,
    1,
  ],
  [
    'a user renamed',
    () =>
      t.db
        .updateTable('users')
        .set({ name: 'Renamed Reviewer' })
        .where('id', '=', t.users.reviewer.id)
        .execute(),
    (d) => (d.reviewers as { name: string }[]).map((r) => r.name),
    ['Renamed Reviewer'],
  ],
  [
    'the journal',
    () =>
      t.db
        .updateTable('journals')
        .set({ title: 'Journal renamed' })
        .where('id', '=', suite.journal)
        .execute(),
    (d) => (d.journal as { title: string }).title,
    'Journal renamed',
  ],
];

it.each(changes)('shows a change to %s at the next read', async (_what, write, shown, expected) => {
  const id = suite.mine;
  expect(shown(await kept(id))).not.toEqual(expected);
  await write(id);
  expect(shown(await read(id))).toEqual(expected);
});

it('shows a tag given and renamed at the next read', async () => {
  const id = suite.mine;
  const tag = await t.db
    .insertInto('tags')
    .values({
      name: 'Kept',
      slug: 'kept',
      name_key: 'kept',
      description: null,
      color: '#445566',
      created_at: now(),
      updated_at: now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const names = (d: Detail) => (d.tags as { name: string }[]).map((x) => x.name);
  expect(names(await kept(id))).toEqual([]);
  await t.db.insertInto('manuscript_tags').values({ manuscript_id: id, tag_id: tag.id }).execute();
  expect(names(await read(id))).toEqual(['Kept']);
  await kept(id);
  await t.db.updateTable('tags').set({ name: 'Kept, renamed' }).where('id', '=', tag.id).execute();
  expect(names(await read(id))).toEqual(['Kept, renamed']);
});

it('keeps each reader’s read apart: one reader’s kept detail opens nothing to another', async () => {
  await kept(suite.theirs);
  expect((await getAs(t, `/manuscripts/${suite.theirs}`, suite.author)).statusCode).toBe(404);
});

it('a write counts from its commit: the kept detail answers until then, the new one after', async () => {
  const id = suite.theirs;
  await kept(id);
  await t.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('manuscripts')
      .set({ title: 'In a transaction' })
      .where('id', '=', id)
      .execute();
    // SQLite's one connection is held by the transaction; PostgreSQL reads on another,
    // which still sees the committed detail.
    if (t.dialect === 'postgres') {
      const before = counts().hits;
      expect((await read(id)).title).toBe('Theirs');
      expect(counts().hits).toBe(before + 1);
    }
  });
  expect((await read(id)).title).toBe('In a transaction');
});

it('hands out a read-only detail, shared by every request', async () => {
  const reader = await t.createUser({ roles: ['editor-in-chief'] });
  await kept(suite.mine, await t.tokenForUser(reader.id));
  const entry = detailCacheOf(t.db)!.lookup(`${suite.mine}:${reader.id}`, Date.now())!;
  expect(entry.id).toBe(suite.mine);
  expect(Object.isFrozen(entry)).toBe(true);
  expect(Object.isFrozen(entry.detail.authors)).toBe(true);
  expect(() => (entry.detail.authors as unknown[]).push({})).toThrow(TypeError);
});
