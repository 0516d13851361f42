// Reviewers' track records (reviewer-choice/track-record): the figures over
// the 12 months before `now`, computed from invitations, reviews and the
// editors' ratings written straight into the database with known dates, then
// read from two days a year apart (the clock is moved by passing `now`, not
// by waiting). And the journal's limit of open reviews that flags candidates.
import type { TestApp } from '../../helpers/test-app';
import {
  EMPTY_TRACK_RECORD,
  maxOpenReviews,
  trackRecords,
} from '../../../src/modules/reviewer-choice/track-record';
import { inReview, invite, newReviewer, request, reviewsSuite, tokenOf } from '../reviews/helpers';

const suite = reviewsSuite();
let t: TestApp;
let manuscript: number;
let nextRound = 2;

type Invitation = {
  status: 'invited' | 'accepted' | 'declined' | 'cancelled' | 'completed';
  created: string;
  due: string;
  responded?: string;
  /** The review's submission, and the editors' rating of it. */
  submitted?: string;
  rating?: number;
};

/** One invitation (in a round of its own: a reviewer is invited once per round). */
async function history(reviewerId: number, invitation: Invitation) {
  const at = (day: string) => `${day}T09:00:00.000Z`;
  const round = await t.db
    .insertInto('review_rounds')
    .values({
      manuscript_id: manuscript,
      round: nextRound++,
      status: 'closed',
      created_at: at(invitation.created),
      closed_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const row = await t.db
    .insertInto('review_invitations')
    .values({
      round_id: round.id,
      manuscript_id: manuscript,
      reviewer_id: reviewerId,
      invited_by: null,
      status: invitation.status,
      due_at: at(invitation.due),
      responded_at: invitation.responded ? at(invitation.responded) : null,
      decline_reason: null,
      created_at: at(invitation.created),
      updated_at: at(invitation.created),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (!invitation.submitted) return;
  const written = await t.db
    .insertInto('reviews')
    .values({
      manuscript_id: manuscript,
      user_id: reviewerId,
      rating: 4,
      title: null,
      content: 'A review.',
      is_verified: false,
      round_id: round.id,
      invitation_id: row.id,
      submitted_at: at(invitation.submitted),
      created_at: at(invitation.submitted),
      updated_at: at(invitation.submitted),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (invitation.rating === undefined) return;
  await t.db
    .insertInto('review_ratings')
    .values({
      review_id: written.id,
      rating: invitation.rating,
      rated_by: t.users['editor-in-chief'].id,
      rated_at: at(invitation.submitted),
    })
    .execute();
}

const NOW = new Date('2027-06-15T00:00:00.000Z');
const YEAR_LATER = new Date('2028-05-15T00:00:00.000Z');

let reviewer: number;
let newcomer: number;

beforeAll(async () => {
  t = suite.t;
  manuscript = await inReview(t, suite.journal);
  reviewer = (await newReviewer(t, { name: 'Tracked Reviewer' })).id;
  newcomer = (await newReviewer(t, { name: 'New Reviewer' })).id;
  const invitations: Invitation[] = [
    // Done in 10 days, rated 4.
    {
      status: 'completed',
      created: '2027-05-01',
      due: '2027-05-22',
      responded: '2027-05-02',
      submitted: '2027-05-11',
      rating: 4,
    },
    // Done in 30 days, after its due date (overdue), rated 2.
    {
      status: 'completed',
      created: '2027-03-01',
      due: '2027-03-22',
      responded: '2027-03-02',
      submitted: '2027-03-31',
      rating: 2,
    },
    { status: 'declined', created: '2027-02-01', due: '2027-02-22', responded: '2027-02-03' },
    // Accepted, its due date passed without a review (overdue).
    { status: 'accepted', created: '2027-06-01', due: '2027-06-10', responded: '2027-06-02' },
    // Not answered yet, not due.
    { status: 'invited', created: '2027-06-10', due: '2027-07-01' },
    // Accepted, then withdrawn by the editor: an accepted answer still.
    { status: 'cancelled', created: '2027-01-05', due: '2027-01-26', responded: '2027-01-06' },
    // More than a year before NOW: left out, its rating too.
    {
      status: 'completed',
      created: '2026-01-10',
      due: '2026-01-31',
      responded: '2026-01-11',
      submitted: '2026-01-12',
      rating: 1,
    },
    // After NOW: not yet, as seen from NOW.
    { status: 'invited', created: '2027-07-01', due: '2027-07-22' },
  ];
  for (const invitation of invitations) await history(reviewer, invitation);
});

it('sums up the 12 months before `now`', async () => {
  const records = await trackRecords(t.db, [reviewer, newcomer], NOW);
  expect(records.get(reviewer)).toEqual({
    invitations_last_year: 6,
    accepted_share: 0.8,
    declined_share: 0.2,
    median_days_to_review: 20,
    overdue: 2,
    last_invited_at: '2027-06-10T09:00:00.000Z',
    average_rating: 3,
    ratings: 2,
  });
  // No history: no record (the finder shows EMPTY_TRACK_RECORD).
  expect(records.has(newcomer)).toBe(false);
});

it('moves with `now`: a year later the old invitations drop out and the pending ones are late', async () => {
  const records = await trackRecords(t.db, [reviewer], YEAR_LATER);
  expect(records.get(reviewer)).toEqual({
    invitations_last_year: 3,
    accepted_share: 1,
    declined_share: 0,
    median_days_to_review: null,
    overdue: 3,
    last_invited_at: '2027-07-01T09:00:00.000Z',
    average_rating: null,
    ratings: 0,
  });
  // Long before any invitation: nothing to show.
  expect((await trackRecords(t.db, [reviewer], new Date('2025-01-01T00:00:00Z'))).size).toBe(0);
  expect(await trackRecords(t.db, [])).toEqual(new Map());
  expect(EMPTY_TRACK_RECORD.invitations_last_year).toBe(0);
});

it("flags a candidate at the journal's maximum of open reviews, and shows their record", async () => {
  expect(await maxOpenReviews(t.db, suite.journal)).toBe(4);
  const busy = await newReviewer(t, { name: 'Busy Zebulon' });
  const elsewhere = await inReview(t, suite.journal);
  expect((await invite(t, elsewhere, busy.id)).statusCode).toBe(201);
  const admin = await tokenOf(t, 'admin');
  const setLimit = async (limit: number | null) => {
    const current = await request(t, 'GET', `/journals/${suite.journal}/correspondence`, admin);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/journals/${suite.journal}/correspondence`,
      headers: t.authHeader(admin),
      payload: { ...current.json().data, max_open_reviews: limit },
    });
    expect(res.statusCode).toBe(200);
  };
  const candidate = async () => {
    const res = await request(
      t,
      'GET',
      `/manuscripts/${manuscript}/reviewer-candidates?search=Zebulon`,
      await tokenOf(t, 'editor-in-chief'),
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    return {
      limit: body.max_open_reviews,
      row: body.data.find((c: { id: number }) => c.id === busy.id),
    };
  };
  expect(await candidate()).toMatchObject({
    limit: 4,
    row: {
      open_reviews: 1,
      over_limit: false,
      track_record: { invitations_last_year: 1, overdue: 0, ratings: 0 },
    },
  });
  await setLimit(1);
  expect(await maxOpenReviews(t.db, suite.journal)).toBe(1);
  expect(await candidate()).toMatchObject({ limit: 1, row: { over_limit: true } });
  await setLimit(null);
  expect(await candidate()).toMatchObject({ limit: null, row: { over_limit: false } });
});
