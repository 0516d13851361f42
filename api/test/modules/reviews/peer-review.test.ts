// The review: recommendation and confidential comments, one per reviewer per
// round, the invitation it completes, and what each reader receives (blind
// rules; confidential comments never reach authors or other reviewers).
import type { TestApp } from '../../helpers/test-app';
import { assignReviewer, insertJournal } from '../manuscripts/helpers/content';
import {
  acceptedInvitation,
  inReview,
  invite,
  moveTo,
  newReviewer,
  request,
  review,
  snapshot,
  tokenOf,
  reviewsSuite,
} from './helpers';

const suite = reviewsSuite({ peer_review_type: 'double_blind' });
let t: TestApp;
let journal: number;
beforeAll(() => {
  ({ t, journal } = suite);
});

const full = {
  rating: 4,
  title: 'Solid',
  content: 'Comments to the author.',
  recommendation: 'minor_revisions',
  confidential_comments: 'For the editor only.',
};

describe('POST manuscripts/{id}/reviews with an invitation', () => {
  it('needs an accepted invitation and a recommendation; completes the invitation; one per round', async () => {
    const id = await inReview(t, journal);
    const reviewer = await newReviewer(t);
    const invitationId = (await invite(t, id, reviewer.id)).json().data.id;
    const before = await snapshot(t);
    const early = await review(t, id, reviewer.token, full);
    expect(early.statusCode).toBe(422);
    expect(early.json().errors).toEqual({
      status: ['Accept the invitation before submitting a review'],
    });
    await request(t, 'POST', `/invitations/${invitationId}/accept`, reviewer.token);
    const { recommendation: _omitted, ...noRecommendation } = full;
    const missing = await review(t, id, reviewer.token, noRecommendation);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ recommendation: ['A recommendation is required'] });
    const wrong = await review(t, id, reviewer.token, { ...full, recommendation: 'maybe' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({
      recommendation: [
        'The recommendation must be one of accept, minor_revisions, major_revisions, reject',
      ],
    });
    expect(await snapshot(t)).toEqual({ ...before });
    const ok = await review(t, id, reviewer.token, full);
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({
      message: 'Review added successfully',
      data: {
        rating: 4,
        title: 'Solid',
        content: 'Comments to the author.',
        recommendation: 'minor_revisions',
        confidential_comments: 'For the editor only.',
        invitation_id: invitationId,
        submitted_at: expect.any(String),
        user: { id: reviewer.id },
      },
    });
    const invitation = await t.db
      .selectFrom('review_invitations')
      .select('status')
      .where('id', '=', invitationId)
      .executeTakeFirstOrThrow();
    expect(invitation.status).toBe('completed');
    const afterFirst = await snapshot(t);
    const second = await review(t, id, reviewer.token, full);
    expect(second.statusCode).toBe(422);
    expect(second.json().errors).toEqual({
      review: ['You have already submitted a review in this round'],
    });
    expect(await snapshot(t)).toEqual(afterFirst);
  });

  it('a reviewer named without an invitation holds an accepted one: reviews once per round, with a recommendation', async () => {
    const id = await inReview(t, journal);
    const reviewer = await newReviewer(t);
    await assignReviewer(t, id, reviewer.id);
    const bare = await review(t, id, reviewer.token, { rating: 3, content: 'Fine' });
    expect(bare.statusCode).toBe(422);
    expect(bare.json().errors).toHaveProperty('recommendation');
    const ok = await review(t, id, reviewer.token, { ...full, rating: 3, content: 'Fine' });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data.invitation_id).toEqual(expect.any(Number));
    expect((await review(t, id, reviewer.token, { ...full, content: 'Again' })).statusCode).toBe(
      422,
    );
    // Round 2: the same reviewer reviews again.
    await moveTo(t, id, 'revision_requested');
    await t.db.updateTable('manuscripts').set({ status: 'revised' }).where('id', '=', id).execute();
    await moveTo(t, id, 'under_review');
    // A new round: named again, the reviewer holds an accepted invitation of it.
    await assignReviewer(t, id, reviewer.id);
    expect((await review(t, id, reviewer.token, { ...full, content: 'Better' })).statusCode).toBe(
      201,
    );
  });

  it('two reviews sent at once: one is stored, the other answers 422', async () => {
    const id = await inReview(t, journal);
    const reviewer = await newReviewer(t);
    await assignReviewer(t, id, reviewer.id);
    const both = await Promise.all(
      [1, 2].map(() => review(t, id, reviewer.token, { ...full, content: 'Twice' })),
    );
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 422]);
    const rows = await t.db
      .selectFrom('reviews')
      .select('id')
      .where('manuscript_id', '=', id)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('role matrix: only the assigned reviewer reviews', async () => {
    const id = await inReview(t, journal);
    const reviewer = await newReviewer(t);
    await acceptedInvitation(t, id, reviewer);
    for (const role of ['admin', 'editor-in-chief', 'associate-editor', 'author'] as const) {
      const res = await review(t, id, await tokenOf(t, role), full);
      expect({ role, status: res.statusCode }).toEqual({ role, status: 403 });
    }
    expect((await review(t, id, (await newReviewer(t)).token, full)).statusCode).toBe(404);
    expect(
      (await request(t, 'POST', `/manuscripts/${id}/reviews`, undefined, full)).statusCode,
    ).toBe(401);
  });
});

type Round = {
  invitations: { reviewer: { id: number } | null; decline_reason: string | null }[];
  reviews: {
    user: { id: number } | null;
    confidential_comments: string | null;
    recommendation: string | null;
    content: string;
  }[];
};

/** A manuscript of a journal with two completed reviews and a declined invitation. */
async function reviewedIn(type: string) {
  const journalId = await insertJournal(t, { peer_review_type: type });
  const id = await inReview(t, journalId);
  const first = await newReviewer(t);
  const second = await newReviewer(t);
  for (const reviewer of [first, second]) {
    await acceptedInvitation(t, id, reviewer);
    await review(t, id, reviewer.token, {
      ...full,
      confidential_comments: `Secret of ${reviewer.id}`,
    });
  }
  const declining = await newReviewer(t);
  const declined = (await invite(t, id, declining.id)).json().data.id;
  await request(t, 'POST', `/invitations/${declined}/decline`, declining.token, { reason: 'Busy' });
  return { id, first, second, declining };
}

const roundAs = async (id: number, token: string): Promise<Round> =>
  (await request(t, 'GET', `/manuscripts/${id}/review-rounds`, token)).json().data[0];

describe('what each reader receives', () => {
  it.each(['double_blind', 'single_blind', 'open'])('%s review', async (type) => {
    const { id, first, second } = await reviewedIn(type);
    const named = type === 'open';

    const editor = await roundAs(id, await tokenOf(t, 'editor-in-chief'));
    expect(editor.invitations).toHaveLength(3);
    expect(editor.invitations.every((i) => i.reviewer !== null)).toBe(true);
    expect(editor.invitations.map((i) => i.decline_reason)).toContain('Busy');
    expect(editor.reviews.map((r) => r.confidential_comments).sort()).toEqual(
      [`Secret of ${first.id}`, `Secret of ${second.id}`].sort(),
    );

    const reviewer = await roundAs(id, first.token);
    expect(reviewer.invitations).toHaveLength(1);
    expect(reviewer.invitations[0]!.reviewer).toMatchObject({ id: first.id });
    expect(reviewer.reviews).toHaveLength(1);
    expect(reviewer.reviews[0]).toMatchObject({
      user: { id: first.id },
      confidential_comments: `Secret of ${first.id}`,
      recommendation: 'minor_revisions',
    });

    // Before a decision the reviews stay with the editors.
    const waiting = await roundAs(id, await tokenOf(t, 'author'));
    expect(waiting.invitations).toEqual([]);
    expect(waiting.reviews).toEqual([]);
    // Requesting revisions releases them (every one, as written, when the editor does not choose).
    await moveTo(t, id, 'revision_requested');
    const author = await roundAs(id, await tokenOf(t, 'author'));
    expect(author.invitations).toEqual([]);
    expect(author.reviews).toHaveLength(2);
    for (const r of author.reviews) {
      expect(r).toMatchObject({
        content: 'Comments to the author.',
        confidential_comments: null,
        recommendation: null,
      });
      expect(r.user === null).toBe(!named);
    }
    // Nothing confidential anywhere in what the author and the other reviewer read.
    for (const token of [await tokenOf(t, 'author'), second.token]) {
      for (const path of [`/manuscripts/${id}/review-rounds`, `/manuscripts/${id}`]) {
        const body = (await request(t, 'GET', path, token)).body;
        expect(body).not.toContain(`Secret of ${first.id}`);
      }
    }
    const detail = (
      await request(t, 'GET', `/manuscripts/${id}`, await tokenOf(t, 'author'))
    ).json().data;
    expect(detail.reviews.every((r: { user: unknown }) => (r.user === null) === !named)).toBe(true);
  });

  it('double blind: a reviewer does not see the authors', async () => {
    const { id, first } = await reviewedIn('double_blind');
    const detail = (await request(t, 'GET', `/manuscripts/${id}`, first.token)).json().data;
    expect(detail).toMatchObject({ authors: [], submitter: null, corresponding_author: null });
  });
});
