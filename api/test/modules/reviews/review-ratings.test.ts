// PUT reviews/{id}/rating: the editors handling a manuscript rate each
// submitted review 1–5 (one rating per review, the last editor's, who and when
// kept); authors and reviewers may not, and never see a rating (the visibility
// policy gives it to editors only).
import type { TestApp } from '../../helpers/test-app';
import {
  acceptedInvitation,
  api,
  inReview,
  moveTo,
  newReviewer,
  request,
  review,
  reviewsSuite,
  tokenOf,
} from './helpers';

const suite = reviewsSuite();
let t: TestApp;
let manuscript: number;
let reviewId: number;
let writer: { id: number; token: string };

const rate = (id: number, token: string | undefined, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: api(`/reviews/${id}/rating`),
    headers: token ? t.authHeader(token) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const storedRatings = () =>
  t.db.selectFrom('review_ratings').selectAll().where('review_id', '=', reviewId).execute();

const roundsAs = async (token: string) =>
  (await request(t, 'GET', `/manuscripts/${manuscript}/review-rounds`, token)).json().data;
const mayRate = async (token: string) =>
  (await request(t, 'GET', `/manuscripts/${manuscript}/review-rounds`, token)).json().meta.can_rate;

beforeAll(async () => {
  t = suite.t;
  manuscript = await inReview(t, suite.journal);
  writer = await newReviewer(t);
  await acceptedInvitation(t, manuscript, writer);
  const res = await review(t, manuscript, writer.token, {
    rating: 4,
    content: 'Sound methods; the discussion overreaches.',
    recommendation: 'minor_revisions',
  });
  if (res.statusCode !== 201) throw new Error(`review: ${res.statusCode} ${res.body}`);
  reviewId = res.json().data.id;
});

it('an editor-in-chief rates a review; another editor’s rating replaces it, who and when kept', async () => {
  const chief = await tokenOf(t, 'editor-in-chief');
  const first = await rate(reviewId, chief, { rating: 4 });
  expect(first.statusCode).toBe(200);
  expect(first.json().data).toMatchObject({
    review_id: reviewId,
    rating: 4,
    rated_by: { id: t.users['editor-in-chief'].id },
  });
  // A journal without a team: every editor-in-chief handles its manuscripts.
  const other = await t.createUser({ roles: ['editor-in-chief'], name: 'Oona Second' });
  const second = await rate(reviewId, await t.tokenForUser(other.id), { rating: 2 });
  expect(second.statusCode).toBe(200);
  expect(second.json().data).toMatchObject({
    rating: 2,
    rated_by: { id: other.id, name: 'Oona Second' },
  });
  const rows = await storedRatings();
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ rating: 2, rated_by: other.id });
  expect(rows[0]!.rated_at >= first.json().data.rated_at).toBe(true);
  const audit = await t.db
    .selectFrom('audit_log')
    .select('action')
    .where('entity', '=', 'review')
    .where('entity_id', '=', reviewId)
    .execute();
  expect(audit.map((a) => a.action)).toEqual(['review_rated', 'review_rated']);
});

it.each([[0], [6], [3.5], ['4'], [null]])(
  'refuses a rating of %p at the field and changes nothing',
  async (rating) => {
    const before = await storedRatings();
    const res = await rate(reviewId, await tokenOf(t, 'editor-in-chief'), { rating });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['rating']);
    expect(await storedRatings()).toEqual(before);
  },
);

it('refuses a missing rating, in the reader’s language', async () => {
  const res = await t.app.inject({
    method: 'PUT',
    url: api(`/reviews/${reviewId}/rating`),
    headers: { ...t.authHeader(await tokenOf(t, 'editor-in-chief')), 'accept-language': 'de' },
    payload: {},
  });
  expect(res.statusCode).toBe(422);
  expect(res.json().errors.rating[0]).toBe('Wählen Sie eine Bewertung von 1 bis 5 Sternen');
});

it('the review’s writer and the authors may not rate (403), others do not find it (404)', async () => {
  const before = await storedRatings();
  expect((await rate(reviewId, writer.token, { rating: 5 })).statusCode).toBe(403);
  const author = await rate(reviewId, await tokenOf(t, 'author'), { rating: 5 });
  expect(author.statusCode).toBe(403);
  expect(author.json().message).toBe(
    'Only the editors handling the manuscript may rate its reviews',
  );
  // Administrators read everything but take no editorial action.
  expect((await rate(reviewId, await tokenOf(t, 'admin'), { rating: 5 })).statusCode).toBe(403);
  // Refused before the body is read: a bad body from a reviewer is still 403.
  expect((await rate(reviewId, writer.token, { rating: 9 })).statusCode).toBe(403);
  const stranger = await newReviewer(t);
  expect((await rate(reviewId, stranger.token, { rating: 5 })).statusCode).toBe(404);
  expect((await rate(999_999, await tokenOf(t, 'editor-in-chief'), { rating: 5 })).statusCode).toBe(
    404,
  );
  expect((await rate(reviewId, undefined, { rating: 5 })).statusCode).toBe(401);
  expect(await storedRatings()).toEqual(before);
});

it('editors see the rating on the review; its writer and the authors never do, released or not', async () => {
  await rate(reviewId, await tokenOf(t, 'editor-in-chief'), { rating: 3 });
  const asEditor = await roundsAs(await tokenOf(t, 'editor-in-chief'));
  expect(asEditor[0].reviews[0].editor_rating).toMatchObject({ review_id: reviewId, rating: 3 });
  // The screen offers the stars to those who may rate.
  expect(await mayRate(await tokenOf(t, 'editor-in-chief'))).toBe(true);
  expect(await mayRate(writer.token)).toBe(false);
  expect(await mayRate(await tokenOf(t, 'author'))).toBe(false);
  const asWriter = await roundsAs(writer.token);
  expect(asWriter[0].reviews[0].id).toBe(reviewId);
  expect(asWriter[0].reviews[0].editor_rating).toBeNull();
  // A decision releases the review to the author: its text, not the editors' rating.
  await moveTo(t, manuscript, 'revision_requested');
  const asAuthor = await roundsAs(await tokenOf(t, 'author'));
  expect(asAuthor[0].reviews[0].id).toBe(reviewId);
  expect(asAuthor[0].reviews[0].editor_rating).toBeNull();
  const detail = await request(t, 'GET', `/manuscripts/${manuscript}`, await tokenOf(t, 'author'));
  expect(detail.statusCode).toBe(200);
  expect(detail.body).not.toContain('editor_rating');
  expect(detail.body).not.toContain('rated_by');
});

it('a review the editors have not rated shows no rating', async () => {
  const id = await inReview(t, suite.journal);
  const other = await newReviewer(t);
  await acceptedInvitation(t, id, other);
  await review(t, id, other.token, { rating: 5, content: 'Fine.', recommendation: 'accept' });
  const rounds = (
    await request(t, 'GET', `/manuscripts/${id}/review-rounds`, await tokenOf(t, 'editor-in-chief'))
  ).json().data;
  expect(rounds[0].reviews[0].editor_rating).toBeNull();
});

it('refuses to rate a review that was never submitted (409)', async () => {
  const now = new Date().toISOString();
  const draft = await t.db
    .insertInto('reviews')
    .values({
      manuscript_id: manuscript,
      user_id: writer.id,
      rating: 3,
      title: null,
      content: 'Not sent.',
      is_verified: false,
      round_id: null,
      invitation_id: null,
      submitted_at: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const res = await rate(draft.id, await tokenOf(t, 'editor-in-chief'), { rating: 3 });
  expect(res.statusCode).toBe(409);
  expect(res.json().message).toBe('Only a submitted review can be rated');
});
