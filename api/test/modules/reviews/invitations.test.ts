// Review rounds follow the status, and reviewer invitations: who may invite,
// cancel, accept and decline, the 422s with field errors, and no half-written
// rows on a refused request.
import type { TestApp } from '../../helpers/test-app';
import {
  acceptedInvitation,
  inReview,
  invite,
  moveTo,
  newReviewer,
  request,
  snapshot,
  tokenOf,
  reviewsSuite,
} from './helpers';

const suite = reviewsSuite();
let t: TestApp;
let journal: number;
beforeAll(() => {
  ({ t, journal } = suite);
});

const rounds = async (id: number) =>
  (
    await request(t, 'GET', `/manuscripts/${id}/review-rounds`, await tokenOf(t, 'editor-in-chief'))
  ).json();

describe('review rounds', () => {
  it('opens round 1 on under_review, closes it on leaving review, opens round 2 after a revision', async () => {
    const id = await inReview(t, journal);
    expect(
      (await rounds(id)).data.map((r: { round: number; status: string }) => [r.round, r.status]),
    ).toEqual([[1, 'open']]);
    expect((await rounds(id)).meta).toEqual({ can_invite: true, can_rate: true });
    await moveTo(t, id, 'revision_requested');
    const closed = (await rounds(id)).data;
    expect(closed[0]).toMatchObject({ round: 1, status: 'closed' });
    expect(closed[0].closed_at).toEqual(expect.any(String));
    await t.db.updateTable('manuscripts').set({ status: 'revised' }).where('id', '=', id).execute();
    await moveTo(t, id, 'under_review');
    expect(
      (await rounds(id)).data.map((r: { round: number; status: string }) => [r.round, r.status]),
    ).toEqual([
      [1, 'closed'],
      [2, 'open'],
    ]);
  });

  it('anonymous: 401; a stranger: 404', async () => {
    const id = await inReview(t, journal);
    expect((await request(t, 'GET', `/manuscripts/${id}/review-rounds`)).statusCode).toBe(401);
    const stranger = await newReviewer(t);
    expect(
      (await request(t, 'GET', `/manuscripts/${id}/review-rounds`, stranger.token)).statusCode,
    ).toBe(404);
  });
});

describe('POST manuscripts/{id}/invitations', () => {
  it('invites with a default due date 21 days ahead and assigns the reviewer', async () => {
    const id = await inReview(t, journal);
    const reviewer = await newReviewer(t);
    const res = await invite(t, id, reviewer.id);
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data).toMatchObject({
      manuscript_id: id,
      round: 1,
      reviewer: { id: reviewer.id, name: reviewer.name },
      status: 'invited',
      overdue: false,
    });
    const expected = new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10);
    expect(data.due_at).toBe(`${expected}T23:59:59.999Z`);
    // The reviewer now sees the manuscript.
    expect((await request(t, 'GET', `/manuscripts/${id}`, reviewer.token)).statusCode).toBe(200);
    const dated = await invite(t, id, (await newReviewer(t)).id, { due_date: '2099-01-31' });
    expect(dated.json().data.due_at).toBe('2099-01-31T23:59:59.999Z');
  });

  it('role matrix: editors who handle it invite; others 403; anonymous 401', async () => {
    const id = await inReview(t, journal);
    for (const [role, status] of [
      ['admin', 403],
      ['super-admin', 403],
      ['associate-editor', 201],
      ['reviewer', 404],
      ['author', 403],
    ] as const) {
      const reviewer = await newReviewer(t);
      const res = await request(
        t,
        'POST',
        `/manuscripts/${id}/invitations`,
        await tokenOf(t, role),
        {
          reviewer_id: reviewer.id,
        },
      );
      expect({ role, status: res.statusCode }).toEqual({ role, status });
    }
    expect(
      (await request(t, 'POST', `/manuscripts/${id}/invitations`, undefined, { reviewer_id: 1 }))
        .statusCode,
    ).toBe(401);
  });

  it('422 with field errors, writing nothing: not a reviewer, an author, already invited, no open round, bad fields', async () => {
    const id = await inReview(t, journal);
    await t.db
      .updateTable('manuscript_authors')
      .set({ email: 'coauthor@example.org' })
      .where('manuscript_id', '=', id)
      .execute();
    const reviewer = await newReviewer(t);
    expect((await invite(t, id, reviewer.id)).statusCode).toBe(201);
    const coAuthor = await t.createUser({ roles: ['reviewer'], email: 'CoAuthor@example.org' });
    const submitterReviewer = await t.createUser({ roles: ['reviewer', 'author'] });
    const own = await inReview(t, journal);
    await t.db
      .updateTable('manuscripts')
      .set({ submitter_id: submitterReviewer.id })
      .where('id', '=', own)
      .execute();
    const closed = await inReview(t, journal);
    await moveTo(t, closed, 'rejected');
    const before = await snapshot(t);
    const cases: [number, object, Record<string, string[]>][] = [
      [
        id,
        { reviewer_id: t.users.author.id },
        { reviewer_id: ['The user does not hold the reviewer role'] },
      ],
      [
        id,
        { reviewer_id: coAuthor.id },
        { reviewer_id: ['An author of the manuscript cannot review it'] },
      ],
      [
        own,
        { reviewer_id: submitterReviewer.id },
        { reviewer_id: ['An author of the manuscript cannot review it'] },
      ],
      [
        id,
        { reviewer_id: reviewer.id },
        { reviewer_id: ['This reviewer is already invited in the current round'] },
      ],
      [
        closed,
        { reviewer_id: reviewer.id },
        { round: ['The manuscript has no open review round'] },
      ],
      [id, {}, { reviewer_id: ['The reviewer must be a user id'] }],
      [
        id,
        { reviewer_id: 'x', due_date: '31/01/2099' },
        {
          reviewer_id: ['The reviewer must be a user id'],
          due_date: ['The due date must be a date (YYYY-MM-DD)'],
        },
      ],
      [
        id,
        { reviewer_id: reviewer.id, due_date: '2000-01-01' },
        { due_date: ['The due date may not be in the past'] },
      ],
    ];
    for (const [manuscript, payload, errors] of cases) {
      const res = await request(
        t,
        'POST',
        `/manuscripts/${manuscript}/invitations`,
        await tokenOf(t, 'editor-in-chief'),
        payload,
      );
      expect({ payload, status: res.statusCode, errors: res.json().errors }).toEqual({
        payload,
        status: 422,
        errors,
      });
    }
    expect(await snapshot(t)).toEqual(before);
  });

  it('renders field errors in the Accept-Language', async () => {
    const id = await inReview(t, journal);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/manuscripts/${id}/invitations`,
      headers: { ...t.authHeader(await tokenOf(t, 'editor-in-chief')), 'accept-language': 'de' },
      payload: { reviewer_id: t.users.author.id },
    });
    expect(res.json().errors.reviewer_id).toEqual(['Der Benutzer hat die Gutachterrolle nicht']);
  });
});

describe('accept, decline, cancel', () => {
  it('the invited reviewer accepts; nobody else may; an answered invitation cannot be answered again', async () => {
    const id = await inReview(t, journal);
    const reviewer = await newReviewer(t);
    const other = await newReviewer(t);
    const invitationId = (await invite(t, id, reviewer.id)).json().data.id;
    const accept = (token?: string) =>
      request(t, 'POST', `/invitations/${invitationId}/accept`, token);
    expect((await accept()).statusCode).toBe(401);
    expect((await accept(other.token)).statusCode).toBe(404);
    expect((await accept(await tokenOf(t, 'editor-in-chief'))).statusCode).toBe(403);
    expect((await accept(await tokenOf(t, 'author'))).statusCode).toBe(403);
    const ok = await accept(reviewer.token);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ status: 'accepted', responded_at: expect.any(String) });
    const again = await accept(reviewer.token);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({
      status: ['This invitation is no longer awaiting an answer'],
    });
    expect(
      (await request(t, 'POST', '/invitations/99999999/accept', reviewer.token)).statusCode,
    ).toBe(404);
    expect((await request(t, 'POST', '/invitations/abc/accept', reviewer.token)).statusCode).toBe(
      404,
    );
  });

  it('declining keeps the reason, releases the assignment, and frees the reviewer to be invited again', async () => {
    const id = await inReview(t, journal);
    const reviewer = await newReviewer(t);
    const invitationId = (await invite(t, id, reviewer.id)).json().data.id;
    const tooLong = await request(
      t,
      'POST',
      `/invitations/${invitationId}/decline`,
      reviewer.token,
      {
        reason: 'x'.repeat(2001),
      },
    );
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().errors).toEqual({
      reason: ['The reason may not be greater than 2000 characters'],
    });
    // 403 before the body is validated.
    const chief = await tokenOf(t, 'editor-in-chief');
    expect(
      (await request(t, 'POST', `/invitations/${invitationId}/decline`, chief, { reason: 5 }))
        .statusCode,
    ).toBe(403);
    const declined = await request(
      t,
      'POST',
      `/invitations/${invitationId}/decline`,
      reviewer.token,
      {
        reason: 'On leave',
      },
    );
    expect(declined.statusCode).toBe(200);
    expect(declined.json().data).toMatchObject({ status: 'declined', decline_reason: 'On leave' });
    expect((await request(t, 'GET', `/manuscripts/${id}`, reviewer.token)).statusCode).toBe(404);
    const again = await invite(t, id, reviewer.id);
    expect(again.statusCode).toBe(201);
    expect(again.json().data).toMatchObject({
      id: invitationId,
      status: 'invited',
      decline_reason: null,
    });
  });

  it('editors cancel invited or accepted invitations; not reviewers or authors; not twice', async () => {
    const id = await inReview(t, journal);
    const reviewer = await newReviewer(t);
    const invitationId = await acceptedInvitation(t, id, reviewer);
    const cancel = async (token?: string) =>
      request(t, 'POST', `/invitations/${invitationId}/cancel`, token);
    expect((await cancel()).statusCode).toBe(401);
    expect((await cancel(reviewer.token)).statusCode).toBe(403);
    expect((await cancel(await tokenOf(t, 'author'))).statusCode).toBe(403);
    expect((await cancel(await tokenOf(t, 'admin'))).statusCode).toBe(403);
    const ok = await cancel(await tokenOf(t, 'associate-editor'));
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.status).toBe('cancelled');
    expect((await request(t, 'GET', `/manuscripts/${id}`, reviewer.token)).statusCode).toBe(404);
    const twice = await cancel(await tokenOf(t, 'editor-in-chief'));
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors).toEqual({
      status: ['Only an invitation that is invited or accepted can be cancelled'],
    });
  });

  it('an invitation past its due date is overdue while its round is open', async () => {
    const id = await inReview(t, journal);
    const reviewer = await newReviewer(t);
    const invitationId = (await invite(t, id, reviewer.id)).json().data.id;
    await t.db
      .updateTable('review_invitations')
      .set({ due_at: '2020-01-01T23:59:59.999Z' })
      .where('id', '=', invitationId)
      .execute();
    const [round] = (await rounds(id)).data;
    expect(round.invitations[0]).toMatchObject({ id: invitationId, overdue: true });
  });
});
