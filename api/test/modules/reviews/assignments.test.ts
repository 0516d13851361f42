// GET reviews/assignments: a reviewer's own invitations, editors see all,
// status filters (overdue computed), URL-style paging.
import { buildTestApp, type TestApp } from '../../helpers/test-app';
import { insertJournal, withTempDataDir } from '../manuscripts/helpers/content';
import {
  acceptedInvitation,
  inReview,
  invite,
  newReviewer,
  request,
  review,
  tokenOf,
} from './helpers';

withTempDataDir();
let t: TestApp;
let reviewer: Awaited<ReturnType<typeof newReviewer>>;
let other: Awaited<ReturnType<typeof newReviewer>>;
const ids = {} as Record<
  'invited' | 'overdue' | 'completed' | 'declined' | 'cancelled' | 'others',
  number
>;

beforeAll(async () => {
  t = await buildTestApp();
  const journal = await insertJournal(t);
  reviewer = await newReviewer(t);
  other = await newReviewer(t);
  const chief = await tokenOf(t, 'editor-in-chief');
  const m = await Promise.all([1, 2, 3, 4, 5].map(() => inReview(t, journal)));
  ids.invited = (await invite(t, m[0]!, reviewer.id)).json().data.id;
  ids.overdue = await acceptedInvitation(t, m[1]!, reviewer);
  await t.db
    .updateTable('review_invitations')
    .set({ due_at: '2020-01-01T23:59:59.999Z' })
    .where('id', '=', ids.overdue)
    .execute();
  ids.completed = await acceptedInvitation(t, m[2]!, reviewer);
  await review(t, m[2]!, reviewer.token, { rating: 5, content: 'Good', recommendation: 'accept' });
  ids.declined = (await invite(t, m[3]!, reviewer.id)).json().data.id;
  await request(t, 'POST', `/invitations/${ids.declined}/decline`, reviewer.token);
  ids.cancelled = (await invite(t, m[4]!, reviewer.id)).json().data.id;
  await request(t, 'POST', `/invitations/${ids.cancelled}/cancel`, chief);
  ids.others = (await invite(t, m[0]!, other.id)).json().data.id;
});
afterAll(async () => t.close());

const list = (token: string | undefined, query = '') =>
  request(t, 'GET', `/reviews/assignments${query}`, token);

it('a reviewer lists their own invitations (cancelled only when asked), newest first', async () => {
  const res = await list(reviewer.token);
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(body.data.map((a: { id: number }) => a.id)).toEqual([
    ids.declined,
    ids.completed,
    ids.overdue,
    ids.invited,
  ]);
  expect(body.meta).toEqual({ current_page: 1, per_page: 15, last_page: 1, total: 4 });
  const completed = body.data.find((a: { id: number }) => a.id === ids.completed);
  expect(completed).toMatchObject({
    status: 'completed',
    round: 1,
    overdue: false,
    review_id: expect.any(Number),
    manuscript: { title: expect.any(String), status: 'under_review' },
    reviewer: { id: reviewer.id },
  });
  // reviewer_id is ignored for a reviewer.
  expect((await list(reviewer.token, `?reviewer_id=${other.id}`)).json().meta.total).toBe(4);
});

it.each([
  ['invited', ['invited']],
  ['accepted', ['overdue']],
  ['overdue', ['overdue']],
  ['completed', ['completed']],
  ['declined', ['declined']],
  ['cancelled', ['cancelled']],
] as const)('status=%s', async (status, expected) => {
  const body = (await list(reviewer.token, `?status=${status}`)).json();
  expect(body.data.map((a: { id: number }) => a.id)).toEqual(expected.map((k) => ids[k]));
  if (status === 'overdue') expect(body.data[0].overdue).toBe(true);
});

it('editors see everyone, filter by reviewer, and page', async () => {
  for (const role of ['editor-in-chief', 'associate-editor', 'admin'] as const) {
    const all = (await list(await tokenOf(t, role))).json();
    expect(all.data.map((a: { id: number }) => a.id)).toContain(ids.others);
  }
  const chief = await tokenOf(t, 'editor-in-chief');
  const mine = (await list(chief, `?reviewer_id=${reviewer.id}&per_page=2&page=2`)).json();
  expect(mine.data.map((a: { id: number }) => a.id)).toEqual([ids.overdue, ids.invited]);
  expect(mine.meta).toEqual({ current_page: 2, per_page: 2, last_page: 2, total: 4 });
});

it('an empty list for a reviewer with nothing assigned; authors 403; anonymous 401; bad filters 422', async () => {
  const idle = await newReviewer(t);
  expect((await list(idle.token)).json()).toEqual({
    data: [],
    meta: { current_page: 1, per_page: 15, last_page: 1, total: 0 },
  });
  expect((await list(await tokenOf(t, 'author'))).statusCode).toBe(403);
  expect((await list(undefined)).statusCode).toBe(401);
  const bad = await list(reviewer.token, '?status=late&reviewer_id=x&page=0');
  expect(bad.statusCode).toBe(422);
  expect(bad.json().errors).toEqual({
    status: [
      'The status must be one of invited, accepted, declined, cancelled, completed, overdue',
    ],
    reviewer_id: ['The reviewer id must be a user id'],
    page: ['The page must be at least 1'],
  });
});

describe('search', () => {
  it('finds by manuscript title (any case), MS number and, for editors, the reviewer name', async () => {
    const journal = await insertJournal(t);
    const searcher = await newReviewer(t, { name: 'Quintessa Searchable' });
    const titled = await inReview(t, journal, { title: 'Luminous Zebrafish Retinas' });
    const plain = await inReview(t, journal);
    const a = await invite(t, titled, searcher.id);
    const b = await invite(t, plain, searcher.id);
    const idsOf = (res: Awaited<ReturnType<typeof list>>) =>
      res.json().data.map((x: { id: number }) => x.id);

    const byTitle = await list(searcher.token, '?search=zebraFISH');
    expect(byTitle.statusCode).toBe(200);
    expect(idsOf(byTitle)).toEqual([a.json().data.id]);
    expect(idsOf(await list(searcher.token, `?search=MS-${plain}`))).toEqual([b.json().data.id]);
    expect(idsOf(await list(searcher.token, `?search=${plain}`))).toEqual([b.json().data.id]);
    // Another reviewer's search never reaches someone else's assignments.
    expect(idsOf(await list(reviewer.token, '?search=zebrafish'))).toEqual([]);
    // Editors search everyone's, by reviewer name too; LIKE wildcards are plain characters.
    const chief = await tokenOf(t, 'editor-in-chief');
    expect(idsOf(await list(chief, '?search=quintessa')).sort()).toEqual(
      [a.json().data.id, b.json().data.id].sort(),
    );
    expect(idsOf(await list(chief, '?search=%25'))).toEqual([]);
    expect((await list(chief, `?search=${'x'.repeat(201)}`)).statusCode).toBe(422);
  });
});
