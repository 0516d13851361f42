// The older ways of assigning reviewers (POST manuscripts/{id}/reviewers and
// the status call's reviewer_ids) replace the plain assignments only: a
// reviewer invited in a round, or who reviewed, keeps their access and work.
import type { TestApp } from '../../helpers/test-app';
import {
  acceptedInvitation,
  inReview,
  invite,
  moveTo,
  newReviewer,
  request,
  review,
  tokenOf,
  reviewsSuite,
} from './helpers';

const suite = reviewsSuite();
let t: TestApp;
let journal: number;
beforeAll(() => {
  ({ t, journal } = suite);
});

const assign = async (id: number, reviewerIds: number[]) =>
  request(t, 'POST', `/manuscripts/${id}/reviewers`, await tokenOf(t, 'editor-in-chief'), {
    reviewer_ids: reviewerIds,
  });

const assigned = async (id: number) =>
  (
    await t.db
      .selectFrom('review_assignments')
      .select('reviewer_id')
      .where('manuscript_id', '=', id)
      .orderBy('reviewer_id')
      .execute()
  ).map((r) => r.reviewer_id);

const sees = async (id: number, token: string) =>
  (await request(t, 'GET', `/manuscripts/${id}`, token)).statusCode;

describe('POST manuscripts/{id}/reviewers', () => {
  it('names reviewers as accepted invitations and drops only the plain assignments of before', async () => {
    const id = await inReview(t, journal);
    const invited = await newReviewer(t);
    const reviewing = await newReviewer(t);
    const plain = await newReviewer(t);
    const added = await newReviewer(t);
    expect((await invite(t, id, invited.id)).statusCode).toBe(201);
    await acceptedInvitation(t, id, reviewing);
    // A plain assignment left by an older version (no invitation).
    await t.db
      .insertInto('review_assignments')
      .values({
        manuscript_id: id,
        reviewer_id: plain.id,
        assigned_by: null,
        created_at: new Date().toISOString(),
      })
      .execute();
    expect(await assigned(id)).toEqual([invited.id, reviewing.id, plain.id].sort((a, b) => a - b));

    // A new list: the plain one goes, the invited ones stay, the named one holds an accepted invitation.
    const res = await assign(id, [added.id]);
    expect(res.statusCode).toBe(200);
    expect(await assigned(id)).toEqual([invited.id, reviewing.id, added.id].sort((a, b) => a - b));
    expect(await sees(id, plain.token)).toBe(404);
    expect(await sees(id, invited.token)).toBe(200);
    const named = await t.db
      .selectFrom('review_invitations')
      .select(['status', 'due_at'])
      .where('manuscript_id', '=', id)
      .where('reviewer_id', '=', added.id)
      .executeTakeFirstOrThrow();
    expect(named.status).toBe('accepted');
    // Their assignments list shows it, like any invitation.
    const mine = await request(t, 'GET', '/reviews/assignments', added.token);
    expect(mine.json().data.map((a: { manuscript: { id: number } }) => a.manuscript.id)).toContain(
      id,
    );

    // The accepted reviewer still reviews; the invitation still answers.
    const written = await review(t, id, reviewing.token, {
      rating: 4,
      content: 'Careful work.',
      recommendation: 'minor_revisions',
    });
    expect(written.statusCode).toBe(201);
    const invitation = await t.db
      .selectFrom('review_invitations')
      .select('id')
      .where('manuscript_id', '=', id)
      .where('reviewer_id', '=', invited.id)
      .executeTakeFirstOrThrow();
    const accept = await request(t, 'POST', `/invitations/${invitation.id}/accept`, invited.token);
    expect(accept.statusCode).toBe(200);

    // Even an empty list keeps them; the reviewer of a finished round keeps sight of their review.
    expect((await assign(id, [])).statusCode).toBe(200);
    expect(await assigned(id)).toEqual([invited.id, reviewing.id, added.id].sort((a, b) => a - b));
    const rounds = await request(t, 'GET', `/manuscripts/${id}/review-rounds`, reviewing.token);
    expect(rounds.statusCode).toBe(200);
    expect(rounds.json().data[0].reviews).toHaveLength(1);
  });

  it('a named reviewer is released by cancelling the invitation', async () => {
    const id = await inReview(t, journal);
    const reviewer = await newReviewer(t);
    expect((await assign(id, [reviewer.id])).statusCode).toBe(200);
    expect(await assigned(id)).toEqual([reviewer.id]);
    expect((await assign(id, [])).statusCode).toBe(200);
    expect(await assigned(id)).toEqual([reviewer.id]);
    const invitation = await t.db
      .selectFrom('review_invitations')
      .select('id')
      .where('manuscript_id', '=', id)
      .where('reviewer_id', '=', reviewer.id)
      .executeTakeFirstOrThrow();
    const cancelled = await request(
      t,
      'POST',
      `/invitations/${invitation.id}/cancel`,
      await tokenOf(t, 'editor-in-chief'),
    );
    expect(cancelled.statusCode).toBe(200);
    expect(await assigned(id)).toEqual([]);
  });
});

describe('the status call with reviewer_ids', () => {
  it('sending round 2 to review with a new list keeps round 1 reviewers and their reviews', async () => {
    const id = await inReview(t, journal);
    const first = await newReviewer(t);
    const second = await newReviewer(t);
    await acceptedInvitation(t, id, first);
    expect(
      (
        await review(t, id, first.token, {
          rating: 3,
          content: 'Needs more data.',
          recommendation: 'major_revisions',
        })
      ).statusCode,
    ).toBe(201);
    await moveTo(t, id, 'revision_requested');
    await t.db.updateTable('manuscripts').set({ status: 'revised' }).where('id', '=', id).execute();
    const res = await request(
      t,
      'POST',
      `/manuscripts/${id}/status`,
      await tokenOf(t, 'editor-in-chief'),
      { status: 'under_review', reviewer_ids: [second.id] },
    );
    expect(res.statusCode).toBe(200);
    expect(await assigned(id)).toEqual([first.id, second.id].sort((a, b) => a - b));
    const rounds = (
      await request(
        t,
        'GET',
        `/manuscripts/${id}/review-rounds`,
        await tokenOf(t, 'editor-in-chief'),
      )
    ).json().data;
    expect(rounds.map((r: { round: number }) => r.round)).toEqual([1, 2]);
    expect(rounds[0].reviews).toHaveLength(1);
    expect(rounds[0].invitations[0]).toMatchObject({ status: 'completed' });
    // The first reviewer can be invited to round 2 as well.
    expect((await invite(t, id, first.id)).statusCode).toBe(201);
  });
});
