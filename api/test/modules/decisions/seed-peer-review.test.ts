// The demo seed gives the queue and /reviews real content: rounds,
// invitations (some overdue, some declined), completed reviews with
// recommendations, decisions with letters and an associate editor's
// recommendation, for editor@, associate@ and reviewer@.
import { faker } from '@faker-js/faker';
import { seedContent } from '../../../src/seed/content';
import { seedCore } from '../../../src/seed/core';
import { createRng } from '../../../src/seed/rng';
import { buildTestApp, type TestApp } from '../../helpers/test-app';
import { withTempDataDir } from '../manuscripts/helpers/content';
import { call } from './helpers';

withTempDataDir();
let t: TestApp;
let demo: Awaited<ReturnType<typeof seedCore>>['demoUserIds'];
beforeAll(async () => {
  t = await buildTestApp();
  faker.seed(11);
  const core = await seedCore(t.db, faker);
  demo = core.demoUserIds;
  const quiet = { write: () => true, isTTY: false } as unknown as NodeJS.WriteStream;
  await seedContent(t.db, { ...core, rng: createRng(11), faker, stream: quiet });
}, 120_000);
afterAll(async () => t.close());

const now = () => new Date().toISOString();

it('writes rounds, invitations of every kind and reviews linked to their round', async () => {
  const invitations = await t.db
    .selectFrom('review_invitations')
    .select(['status', 'due_at', 'reviewer_id'])
    .execute();
  const statuses = new Set(invitations.map((i) => i.status));
  for (const status of ['invited', 'accepted', 'completed', 'declined']) {
    expect(statuses).toContain(status);
  }
  const overdue = invitations.filter(
    (i) => ['invited', 'accepted'].includes(i.status) && i.due_at < now(),
  );
  expect(overdue.length).toBeGreaterThan(0);
  const reviews = await t.db
    .selectFrom('reviews')
    .select(['round_id', 'recommendation'])
    .where('round_id', 'is not', null)
    .execute();
  expect(reviews.length).toBeGreaterThan(50);
  expect(reviews.every((r) => r.recommendation !== null)).toBe(true);
  const second = await t.db
    .selectFrom('review_rounds')
    .select('id')
    .where('round', '=', 2)
    .execute();
  expect(second.length).toBeGreaterThan(0);
});

it('records decisions with letters, publication dates and an associate recommendation', async () => {
  const decisions = await t.db
    .selectFrom('editorial_decisions')
    .select(['kind', 'decision', 'letter', 'user_id'])
    .execute();
  const revisions = decisions.filter((d) => d.decision === 'request_revisions');
  expect(revisions.length).toBeGreaterThan(0);
  expect(revisions.every((d) => d.letter)).toBe(true);
  expect(decisions).toContainEqual(
    expect.objectContaining({ kind: 'recommendation', user_id: demo['associate-editor'] }),
  );
  const unpublished = await t.db
    .selectFrom('manuscripts')
    .select('id')
    .where('status', '=', 'published')
    .where('published_at', 'is', null)
    .execute();
  expect(unpublished).toEqual([]);
});

it('gives the demo accounts a queue and invitations to answer', async () => {
  const request = call(t);
  const login = async (email: string) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email, password: 'colophon-demo' },
      })
    ).json().access_token as string;
  const queue = await request('GET', '/editorial-queue', await login('editor@colophon.test'));
  expect(queue.statusCode).toBe(200);
  const counts = queue.json().meta.stage_counts as Record<string, number>;
  for (const stage of [
    'new_submissions',
    'awaiting_reviewers',
    'revisions_submitted',
    'accepted',
  ]) {
    expect({ stage, some: counts[stage]! > 0 }).toEqual({ stage, some: true });
  }
  const mine = await request(
    'GET',
    '/editorial-queue?assigned=me',
    await login('associate@colophon.test'),
  );
  expect(mine.json().meta.total).toBeGreaterThan(0);
  const own = await t.db
    .selectFrom('review_invitations')
    .select('status')
    .where('reviewer_id', '=', demo.reviewer)
    .execute();
  for (const status of ['invited', 'declined', 'completed']) {
    expect(own.map((i) => i.status)).toContain(status);
  }
});

it('dates the queue like a working journal: a few items overdue, most in their first weeks', async () => {
  const request = call(t);
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email: 'editor@colophon.test', password: 'colophon-demo' },
  });
  const token = login.json().access_token as string;
  const all = (await request('GET', '/editorial-queue', token)).json().meta.total as number;
  const overdue = (await request('GET', '/editorial-queue?overdue=1', token)).json().meta
    .total as number;
  expect(all).toBeGreaterThan(10);
  expect(overdue).toBeGreaterThan(0);
  expect(overdue).toBeLessThan(all / 5);
  // Most items reached their stage in the last two weeks; none has waited for months.
  const page = (await request('GET', '/editorial-queue?per_page=100', token)).json();
  const days = (page.data as { days_in_stage: number }[]).map((i) => i.days_in_stage);
  expect(days.filter((d) => d < 14).length).toBeGreaterThan(days.length / 2);
  expect(Math.max(...days)).toBeLessThan(70);
});
