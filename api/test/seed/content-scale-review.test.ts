// The scale seed's peer review (beyond the demo range): rounds follow each
// manuscript's status history, invitations of every kind, and every seeded
// review linked to its completed invitation with its own submission time.
import { faker } from '@faker-js/faker';
import { storageConfigFromEnv } from '../../src/modules/manuscripts/file-storage';
import { seedCategories, seedJournals } from '../../src/seed/content-journals';
import { seedManuscripts } from '../../src/seed/content-manuscripts';
import { seedScaleReview } from '../../src/seed/content-scale-review';
import { seedCore } from '../../src/seed/core';
import { REVIEW_TITLES_BY_RATING } from '../../src/seed/content-data';
import { createRng } from '../../src/seed/rng';
import { maxManuscriptId, usersByIds } from '../../src/seed/seed.repository';
import { buildTestApp, type TestApp } from '../helpers/test-app';
import { withTempDataDir } from '../modules/manuscripts/helpers/content';

const COUNT = 300;
withTempDataDir();
let t: TestApp;
let from: number;
let to: number;
beforeAll(async () => {
  t = await buildTestApp();
  faker.seed(40);
  const core = await seedCore(t.db, faker);
  const rng = createRng(40);
  const now = new Date().toISOString();
  const categories = await seedCategories(t.db, now);
  const journals = await seedJournals(t.db, rng, now, categories.leaves);
  from = (await maxManuscriptId(t.db)) + 1;
  to = from + COUNT - 1;
  const quiet = { tick: () => {}, done: () => {} };
  await seedManuscripts(
    t.db,
    {
      rng,
      now: Date.now(),
      journalIds: journals.map((j) => j.id),
      submitters: await usersByIds(t.db, core.usersByRole.author),
      demoAuthor: undefined,
      reviewers: core.usersByRole.reviewer,
      demoReviewer: undefined,
      editors: core.usersByRole['editor-in-chief'],
      storage: storageConfigFromEnv(),
    },
    { count: COUNT, firstId: from, ownFileCount: 0, progress: quiet },
  );
  await seedScaleReview(t.db, from, to);
}, 60_000);
afterAll(async () => t.close());

const inRange = <T extends { manuscript_id: number }>(rows: T[]) =>
  rows.filter((r) => r.manuscript_id >= from && r.manuscript_id <= to);

it('opens a round per trip to review in the history, closed by the next step', async () => {
  const history = inRange(
    await t.db
      .selectFrom('manuscript_status_history')
      .select(['manuscript_id', 'to_status', 'created_at'])
      .orderBy('manuscript_id')
      .orderBy('id')
      .execute(),
  );
  const expected = history.flatMap((h, i) => {
    if (h.to_status !== 'under_review') return [];
    const next = history[i + 1]?.manuscript_id === h.manuscript_id ? history[i + 1] : undefined;
    return [
      {
        manuscript_id: h.manuscript_id,
        created_at: h.created_at,
        closed_at: next?.created_at ?? null,
        status: next ? 'closed' : 'open',
      },
    ];
  });
  const rounds = await t.db
    .selectFrom('review_rounds')
    .select(['manuscript_id', 'round', 'created_at', 'closed_at', 'status'])
    .orderBy('manuscript_id')
    .orderBy('round')
    .execute();
  expect(rounds.map(({ round: _round, ...r }) => r)).toEqual(expected);
  expect(expected.length).toBeGreaterThan(COUNT / 2);
  expect(rounds.some((r) => r.round === 2)).toBe(true);
});

it('writes invitations of every kind, in their round, answered before now', async () => {
  const invitations = await t.db
    .selectFrom('review_invitations as i')
    .innerJoin('review_rounds as r', 'r.id', 'i.round_id')
    .select([
      'i.manuscript_id',
      'i.status',
      'i.created_at',
      'i.responded_at',
      'i.decline_reason',
      'r.manuscript_id as round_manuscript',
      'r.created_at as opened',
      'r.closed_at',
      'r.status as round_status',
    ])
    .execute();
  const count = (status: string) => invitations.filter((i) => i.status === status).length;
  for (const status of ['completed', 'accepted', 'declined', 'invited', 'cancelled'])
    expect({ status, some: count(status) > 0 }).toEqual({ status, some: true });
  // Accepted or declined: most; declines are a real share, not a token one.
  expect(count('declined') / invitations.length).toBeGreaterThan(0.15);
  expect(count('declined') / invitations.length).toBeLessThan(0.5);
  const now = new Date().toISOString();
  for (const i of invitations) {
    expect(i.manuscript_id).toBe(i.round_manuscript);
    expect(i.created_at).toBe(i.opened);
    expect(i.status === 'invited' || i.status === 'cancelled').toBe(i.responded_at === null);
    if (i.responded_at) expect(i.responded_at >= i.created_at && i.responded_at <= now).toBe(true);
    // Open work only in open rounds; a closed round left nothing waiting.
    if (i.status === 'invited' || i.status === 'accepted') expect(i.round_status).toBe('open');
    if (i.status === 'declined' && i.closed_at) expect(i.responded_at! <= i.closed_at).toBe(true);
  }
});

it('links every seeded review to its completed invitation with its own time', async () => {
  const reviews = inRange(
    await t.db
      .selectFrom('reviews as r')
      .leftJoin('review_invitations as i', 'i.id', 'r.invitation_id')
      .select([
        'r.manuscript_id',
        'r.user_id',
        'r.round_id',
        'r.created_at',
        'r.submitted_at',
        'r.recommendation',
        'i.status',
        'i.reviewer_id',
        'i.round_id as invitation_round',
        'i.responded_at',
      ])
      .execute(),
  );
  expect(reviews.length).toBeGreaterThan(50);
  for (const r of reviews) {
    expect(r).toMatchObject({ status: 'completed', reviewer_id: r.user_id });
    expect(r.round_id).toBe(r.invitation_round);
    expect(r.submitted_at).toBe(r.created_at);
    expect(r.responded_at! <= r.submitted_at!).toBe(true);
    expect(['accept', 'minor_revisions', 'major_revisions', 'reject']).toContain(r.recommendation);
  }
  const completed = await t.db
    .selectFrom('review_invitations')
    .select('id')
    .where('status', '=', 'completed')
    .execute();
  expect(completed.length).toBe(reviews.length);
});

it('gives every seeded review a title and a recommendation that follow its rating', async () => {
  const reviews = inRange(
    await t.db
      .selectFrom('reviews')
      .select(['manuscript_id', 'rating', 'title', 'recommendation'])
      .execute(),
  );
  const recommendation = ['reject', 'reject', 'major_revisions', 'minor_revisions', 'accept'];
  expect(new Set(reviews.map((r) => r.rating)).size).toBe(5);
  for (const r of reviews) {
    expect(REVIEW_TITLES_BY_RATING[r.rating - 1]).toContain(r.title);
    expect(r.recommendation).toBe(recommendation[r.rating - 1]);
  }
});
