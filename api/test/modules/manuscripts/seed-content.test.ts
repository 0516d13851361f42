// The content seed: journals, a 3-level category tree, 500 manuscripts in
// every status with consistent relations, real PDF files, working search.
import path from 'node:path';
import { faker } from '@faker-js/faker';
import { MANUSCRIPT_STATUSES } from '@colophon/shared/contracts';
import { seedContent } from '../../../src/seed/content';
import { seedCore } from '../../../src/seed/core';
import { createRng } from '../../../src/seed/rng';
import { readStored } from '../../helpers/stored-files';
import { buildTestApp, type TestApp } from '../../helpers/test-app';
import { api, tokenOf, withTempDataDir } from './helpers/content';

const dataDir = withTempDataDir();
let t: TestApp;
let result: Awaited<ReturnType<typeof seedContent>>;
beforeAll(async () => {
  t = await buildTestApp();
  // The core seed adds the demo accounts beside the test harness's users.
  faker.seed(11);
  const core = await seedCore(t.db, faker);
  const quiet = { write: () => true, isTTY: false } as unknown as NodeJS.WriteStream;
  result = await seedContent(t.db, { ...core, rng: createRng(11), faker, stream: quiet });
}, 120_000);
afterAll(async () => t.close());

const count = async (table: 'journals' | 'categories' | 'manuscripts') =>
  Number(
    (
      await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

it('seeds ~30 journals, a 3-level tree and 500 manuscripts in every status', async () => {
  expect(result).toEqual({ journals: 30, categories: expect.any(Number), manuscripts: 500 });
  expect(await count('journals')).toBe(30);
  expect(await count('manuscripts')).toBe(500);
  const statuses = await t.db.selectFrom('manuscripts').select('status').distinct().execute();
  expect(statuses.map((s) => s.status).sort()).toEqual([...MANUSCRIPT_STATUSES].sort());
  const res = await t.app.inject({
    method: 'GET',
    url: api('/categories/tree'),
    headers: t.authHeader(await tokenOf(t, 'admin')),
  });
  const depth = (nodes: { children: unknown[] }[]): number =>
    nodes.length
      ? 1 + Math.max(...nodes.map((n) => depth(n.children as { children: unknown[] }[])))
      : 0;
  expect(depth(res.json().data)).toBe(3);
  const unlinked = await t.db
    .selectFrom('journals')
    .select('id')
    .where('id', 'not in', t.db.selectFrom('journal_categories').select('journal_id'))
    .execute();
  expect(unlinked).toEqual([]);
});

it('keeps relations consistent with each status', async () => {
  const rows = await t.db.selectFrom('manuscripts').select(['id', 'status', 'version']).execute();
  const history = await t.db
    .selectFrom('manuscript_status_history')
    .select(['manuscript_id', 'to_status'])
    .orderBy('id')
    .execute();
  const last = new Map<number, string>();
  for (const h of history) last.set(h.manuscript_id, h.to_status);
  const current = await t.db
    .selectFrom('manuscript_revisions')
    .select(['manuscript_id', 'version_number'])
    .where('is_current', '=', true)
    .execute();
  const currentVersion = new Map(current.map((r) => [r.manuscript_id, r.version_number]));
  const corresponding = new Set(
    (
      await t.db
        .selectFrom('manuscript_authors')
        .select('manuscript_id')
        .where('is_corresponding', '=', true)
        .execute()
    ).map((r) => r.manuscript_id),
  );
  for (const m of rows) {
    expect({
      id: m.id,
      last: last.get(m.id),
      version: currentVersion.get(m.id),
      corresponding: corresponding.has(m.id),
    }).toEqual({
      id: m.id,
      last: m.status,
      version: m.version,
      corresponding: true,
    });
  }
  const reviewed = await t.db.selectFrom('reviews').select('manuscript_id').distinct().execute();
  expect(reviewed.length).toBeGreaterThan(50);
  const counts = await t.db.selectFrom('journals').select(['id', 'manuscripts_count']).execute();
  expect(counts.reduce((n, j) => n + j.manuscripts_count, 0)).toBe(500);
});

it('spreads two years of submissions, each history in order and nothing in the future', async () => {
  const now = new Date().toISOString();
  const submitted = await t.db
    .selectFrom('manuscripts')
    .select(['id', 'submission_date', 'created_at'])
    .where('submission_date', 'is not', null)
    .execute();
  const months = new Set(submitted.map((m) => m.submission_date!.slice(0, 7)));
  expect(months.size).toBeGreaterThanOrEqual(23);
  const twoYearsAgo = new Date(Date.now() - 731 * 86_400_000).toISOString();
  expect(submitted.filter((m) => m.submission_date! < twoYearsAgo)).toEqual([]);
  // No month holds more than a sixth of the submissions: not one day's or one crisis's data.
  const perMonth = new Map<string, number>();
  for (const m of submitted) {
    const month = m.submission_date!.slice(0, 7);
    perMonth.set(month, (perMonth.get(month) ?? 0) + 1);
  }
  expect(Math.max(...perMonth.values())).toBeLessThan(submitted.length / 6);
  const history = await t.db
    .selectFrom('manuscript_status_history')
    .select(['manuscript_id', 'to_status', 'created_at'])
    .orderBy('id')
    .execute();
  const byId = new Map(submitted.map((m) => [m.id, m]));
  const previous = new Map<number, string>();
  for (const h of history) {
    const m = byId.get(h.manuscript_id);
    const before = previous.get(h.manuscript_id) ?? '';
    const wrong =
      h.created_at > now ||
      h.created_at < before ||
      (m !== undefined && h.to_status !== 'draft' && h.created_at < m.submission_date!);
    expect({ ...h, wrong }).toEqual({ ...h, wrong: false });
    previous.set(h.manuscript_id, h.created_at);
  }
  // A review is written after its invitation and before the decision that closed its round.
  const reviews = await t.db
    .selectFrom('reviews as r')
    .innerJoin('review_invitations as i', 'i.id', 'r.invitation_id')
    .innerJoin('review_rounds as rr', 'rr.id', 'r.round_id')
    .select(['r.id', 'r.submitted_at', 'i.created_at', 'i.responded_at', 'rr.closed_at'])
    .execute();
  expect(reviews.length).toBeGreaterThan(50);
  for (const r of reviews) {
    const wrong =
      r.submitted_at! > now ||
      r.submitted_at! < r.created_at ||
      r.submitted_at! < (r.responded_at ?? '') ||
      (r.closed_at !== null && r.submitted_at! > r.closed_at);
    expect({ id: r.id, wrong }).toEqual({ id: r.id, wrong: false });
  }
});

it('writes a real PDF per revision and serves it', async () => {
  const revision = await t.db
    .selectFrom('manuscript_revisions')
    .selectAll()
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const file = await readStored(t.db, path.join(dataDir, 'uploads'), revision.file_path);
  expect(file?.subarray(0, 5).toString()).toBe('%PDF-');
  const res = await t.app.inject({
    method: 'GET',
    url: api(`/manuscripts/${revision.manuscript_id}/revisions/${revision.id}/file`),
    headers: t.authHeader(await tokenOf(t, 'editor-in-chief')),
  });
  expect(res.statusCode).toBe(200);
});

it('gives the demo author and reviewer something to see, and search works', async () => {
  const demoAuthor = await t.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'author@colophon.test')
    .executeTakeFirstOrThrow();
  const own = await t.app.inject({
    method: 'GET',
    url: api('/manuscripts/user/my-manuscripts'),
    headers: t.authHeader(await t.tokenForUser(demoAuthor.id)),
  });
  expect(own.json().meta.total).toBeGreaterThan(20);
  const demoReviewer = await t.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'reviewer@colophon.test')
    .executeTakeFirstOrThrow();
  const assigned = await t.app.inject({
    method: 'GET',
    url: api('/manuscripts'),
    headers: t.authHeader(await t.tokenForUser(demoReviewer.id)),
  });
  expect(assigned.json().meta.total).toBeGreaterThan(10);
  const { title } = await t.db
    .selectFrom('manuscripts')
    .select('title')
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
  const word = title.split(' ')[0]!;
  const search = await t.app.inject({
    method: 'GET',
    url: api('/manuscripts'),
    query: { search: word },
    headers: t.authHeader(await tokenOf(t, 'admin')),
  });
  expect(search.json().meta.total).toBeGreaterThan(0);
});
