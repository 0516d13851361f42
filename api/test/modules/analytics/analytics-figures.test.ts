// GET analytics/figures, workload and review-report on data with chosen
// dates, checked against figures computed by hand; then writes (through the
// API and straight into the tables) and the figures again: exact every time.
import { buildTestApp, type TestApp, type TestUser } from '../../helpers/test-app';
import { rebuildAnalytics } from '../../../src/modules/analytics';
import { insertJournal, invitation, manuscriptWith, nameTeam } from './helpers';

let t: TestApp;
let journal: number;
let associate: TestUser;
let chief: string;
let reviewers: TestUser[];
const ids: Record<string, number> = {};

const get = async (path: string, token = chief) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/analytics/${path}`,
    headers: t.authHeader(token),
  });
  return res;
};
const figures = async (query: string, token = chief) => {
  const res = await get(`figures?journal_id=${journal}&from=2025-01&to=2025-03${query}`, token);
  expect(res.statusCode).toBe(200);
  return res.json().data;
};

beforeAll(async () => {
  t = await buildTestApp();
  journal = await insertJournal(t, 'Analytics Journal');
  associate = t.users['associate-editor'];
  await nameTeam(t, journal, [t.users['editor-in-chief'].id], [associate.id]);
  chief = await t.tokenFor('editor-in-chief');
  reviewers = [
    t.users.reviewer,
    await t.createUser({ roles: ['reviewer'] }),
    await t.createUser({ roles: ['reviewer'] }),
  ];
  const [r1, r2, r3] = reviewers.map((r) => r.id) as [number, number, number];
  const A = associate.id;
  // Accepted after review in 30 days, published after 59.
  ids.m1 = await manuscriptWith(t, journal, A, [
    ['submitted', '2025-01-01'],
    ['under_review', '2025-01-05'],
    ['accepted', '2025-01-31'],
    ['published', '2025-03-01'],
  ]);
  // Desk-rejected after 2 days, no handling editor.
  ids.m2 = await manuscriptWith(t, journal, null, [
    ['submitted', '2025-01-10'],
    ['rejected', '2025-01-12'],
  ]);
  // Revisions after 10 days, rejected after 40.
  ids.m3 = await manuscriptWith(t, journal, A, [
    ['submitted', '2025-02-01'],
    ['under_review', '2025-02-02'],
    ['revision_requested', '2025-02-11'],
    ['revised', '2025-02-20'],
    ['under_review', '2025-02-21'],
    ['rejected', '2025-03-13'],
  ]);
  // Still open.
  ids.m4 = await manuscriptWith(t, journal, A, [['submitted', '2025-02-15']]);
  await invitation(t, ids.m1, r1, {
    status: 'completed',
    invited: '2025-01-05',
    responded: '2025-01-07',
    due: '2025-01-25',
    review: '2025-01-20',
  });
  await invitation(t, ids.m1, r2, {
    status: 'declined',
    invited: '2025-01-05',
    responded: '2025-01-06',
    due: '2025-01-25',
  });
  await invitation(t, ids.m3, r1, {
    status: 'completed',
    invited: '2025-02-02',
    responded: '2025-02-05',
    due: '2025-02-10',
    review: '2025-02-12',
  });
  await invitation(t, ids.m3, r2, { status: 'invited', invited: '2025-02-02', due: '2025-02-20' });
  await invitation(t, ids.m3, r3, {
    status: 'cancelled',
    invited: '2025-02-02',
    due: '2025-02-20',
  });
  await invitation(t, ids.m4, r2, {
    status: 'accepted',
    invited: '2025-02-20',
    responded: '2025-02-21',
    due: '2025-03-10',
  });
});
afterAll(async () => t.close());

it('computes decision times, decisions and monthly counts as by hand', async () => {
  const f = await figures('');
  expect(f.scope).toEqual({
    journal_ids: [journal],
    editor_id: null,
    from: '2025-01',
    to: '2025-03',
  });
  // First decisions: 30, 2 (desk), 10 days; nearest rank: median the 2nd, p80 the 3rd.
  expect(f.first_decision_days).toEqual({
    all: { count: 3, median: 10, p80: 30 },
    without_desk: { count: 2, median: 10, p80: 30 },
  });
  expect(f.final_decision_days).toEqual({
    all: { count: 3, median: 30, p80: 40 },
    without_desk: { count: 2, median: 30, p80: 40 },
  });
  expect(f.publication_days).toEqual({ count: 1, median: 59, p80: 59 });
  expect(f.decisions).toEqual({
    decided: 3,
    accepted: 1,
    rejected: 2,
    desk_rejected: 1,
    acceptance_rate: 1 / 3,
    desk_rejection_rate: 1 / 3,
  });
  expect(f.monthly).toEqual([
    { month: '2025-01', received: 2, decided: 2, published: 0 },
    { month: '2025-02', received: 2, decided: 0, published: 0 },
    { month: '2025-03', received: 0, decided: 1, published: 1 },
  ]);
});

it('computes the invitation shares, answer and review times', async () => {
  const { invitations } = await figures('');
  expect(invitations).toEqual({
    sent: 6,
    accepted: 3,
    declined: 1,
    // Unanswered past the journal's 7 days, and cancelled unanswered.
    expired: 2,
    pending: 0,
    accepted_share: 0.5,
    declined_share: 1 / 6,
    expired_share: 2 / 6,
    respond_days: { count: 4, median: 1, p80: 3 },
    review_days: { count: 2, median: 7, p80: 13 },
    reviews_submitted: 2,
    reviews_late: 1,
    overdue_share: 0.5,
  });
});

it("gives an editor's figures, the workload and the yearly report", async () => {
  const mine = await figures(`&editor_id=${associate.id}`);
  expect(mine.scope.editor_id).toBe(associate.id);
  expect(mine.monthly.map((m: { received: number }) => m.received)).toEqual([1, 2, 0]);
  expect(mine.decisions).toMatchObject({ decided: 2, accepted: 1, rejected: 1, desk_rejected: 0 });

  const workload = (await get(`workload?journal_id=${journal}`)).json().data;
  expect(workload.editors).toEqual([
    { id: associate.id, name: associate.name, open_manuscripts: 1, open_reviews: 1 },
  ]);
  expect(workload.reviewers).toEqual([
    { id: reviewers[1]!.id, name: reviewers[1]!.name, open_reviews: 1, overdue_reviews: 1 },
  ]);

  const csv = await get(`review-report?journal_id=${journal}&year=2025`);
  expect(csv.statusCode).toBe(200);
  expect(csv.headers['content-type']).toMatch(/^text\/csv/);
  expect(csv.headers['content-disposition']).toBe('attachment; filename="review-report-2025.csv"');
  expect(csv.body.replace(/^\uFEFF/, '').split('\r\n')).toEqual([
    'journal,year,submissions_received,reviews_requested,reviews_received,acceptance_rate,median_days_to_first_decision,median_days_submission_to_publication,mean_days_submission_to_publication',
    'Analytics Journal,2025,4,6,2,0.3333,10,59,59.0',
    '',
  ]);
});

it('stays exact after writes through the API and straight into the tables', async () => {
  // The editor-in-chief desk-rejects the open manuscript through the API (today).
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/manuscripts/${ids.m4}/decisions`,
    headers: t.authHeader(chief),
    payload: { decision: 'decline', letter: 'Out of scope.' },
  });
  expect(res.statusCode).toBe(200);
  const now = new Date().toISOString().slice(0, 7);
  const today = (await get(`figures?journal_id=${journal}&from=${now}&to=${now}`)).json().data;
  expect(today.decisions).toMatchObject({ decided: 1, rejected: 1, desk_rejected: 1 });
  const workload = (await get(`workload?journal_id=${journal}`)).json().data;
  expect(workload.editors).toEqual([
    expect.objectContaining({ open_manuscripts: 0, open_reviews: 1 }),
  ]);

  // A new handling editor moves the manuscript's figures; a deleted review leaves them.
  await t.db
    .updateTable('manuscripts')
    .set({ handling_editor_id: associate.id })
    .where('id', '=', ids.m2!)
    .execute();
  await t.db.deleteFrom('reviews').where('manuscript_id', '=', ids.m3!).execute();
  const mine = await figures(`&editor_id=${associate.id}`);
  expect(mine.monthly.map((m: { received: number }) => m.received)).toEqual([2, 2, 0]);
  expect(mine.decisions).toMatchObject({ decided: 3, desk_rejected: 1 });
  const all = await figures('');
  expect(all.invitations).toMatchObject({
    reviews_submitted: 1,
    reviews_late: 0,
    review_days: { count: 1, median: 13, p80: 13 },
  });
  expect(all.decisions.decided).toBe(3);

  // Writes and reads at once (several connections on PostgreSQL): folds overlap with writes.
  await Promise.all(
    Array.from({ length: 8 }, async (_, i) => {
      const id = await manuscriptWith(t, journal, i % 2 ? associate.id : null, [
        ['submitted', '2025-02-03'],
        ['rejected', `2025-02-${10 + i}`],
      ]);
      await figures('');
      return id;
    }),
  );
  expect((await figures('')).decisions).toMatchObject({ decided: 11, desk_rejected: 9 });
  // The folded histogram equals one recomputed from scratch.
  const histogram = () =>
    t.db
      .selectFrom('analytics_monthly')
      .selectAll()
      .orderBy('editor_id')
      .orderBy('journal_id')
      .orderBy('month')
      .orderBy('metric')
      .orderBy('value')
      .execute();
  const folded = await histogram();
  await rebuildAnalytics(t.db);
  expect(await histogram()).toEqual(folded);
});
