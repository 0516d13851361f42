// Notifications: written inside the workflow's own transactions,
// to the right people (the handling editor, else the editors-in-chief; the
// authors; the reviewer), listed, counted and marked by their owner only.
import type { TestApp } from '../../helpers/test-app';
import { type DecisionsSuite, decisionsSuite, openRound } from '../decisions/helpers';
import { tokenOf } from '../manuscripts/helpers/content';

const suite = decisionsSuite();
let t: TestApp;
let chief: string;
let author: string;
let request: DecisionsSuite['request'];
let manuscriptIn: DecisionsSuite['manuscriptIn'];
beforeAll(() => {
  ({ t, chief, author, request, manuscriptIn } = suite);
});

const rowsOf = (userId: number) =>
  t.db
    .selectFrom('notifications')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();

const clear = () => t.db.deleteFrom('notifications').execute();

beforeEach(clear);

describe('who is told', () => {
  it('the authors of a decision, with its letter; nobody else', async () => {
    const id = await manuscriptIn('under_review');
    const res = await request('POST', `/manuscripts/${id}/decisions`, chief, {
      decision: 'request_revisions',
      letter: 'Please add the raw data.',
    });
    expect(res.statusCode).toBe(200);
    const rows = await rowsOf(t.users.author.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      code: 'revisionRequested',
      link: `/manuscripts/${id}`,
      manuscript_id: id,
      read_at: null,
    });
    expect(JSON.parse(rows[0]!.params)).toEqual({
      title: 'Deep learning for protein folding',
      letter: 'Please add the raw data.',
      // A request without a kind asks for major revisions, due after the journal's period.
      kind: 'major',
      due: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    // The editor who decided is not told of their own decision.
    expect(await rowsOf(t.users['editor-in-chief'].id)).toHaveLength(0);
  });

  it('a decision that fails writes no notification', async () => {
    const id = await manuscriptIn('under_review');
    const res = await request('POST', `/manuscripts/${id}/decisions`, chief, {
      decision: 'request_revisions',
    });
    expect(res.statusCode).toBe(422);
    expect(await rowsOf(t.users.author.id)).toHaveLength(0);
  });

  it('a submission goes to the editors-in-chief, even when it has a handling editor', async () => {
    const first = await manuscriptIn('draft');
    expect((await request('POST', `/manuscripts/${first}/submit`, author)).statusCode).toBe(200);
    const chiefRows = await rowsOf(t.users['editor-in-chief'].id);
    expect(chiefRows.map((r) => r.code)).toEqual(['submissionReceived']);
    // The author who submitted is told only that it arrived (the acknowledgement).
    expect((await rowsOf(t.users.author.id)).map((r) => r.code)).toEqual([
      'submissionAcknowledged',
    ]);

    await clear();
    const second = await manuscriptIn('draft');
    const associate = t.users['associate-editor'].id;
    await t.db
      .updateTable('manuscripts')
      .set({ handling_editor_id: associate })
      .where('id', '=', second)
      .execute();
    expect((await request('POST', `/manuscripts/${second}/submit`, author)).statusCode).toBe(200);
    // The editors-in-chief assign and decide: a submission is theirs (team-routing.test.ts).
    expect(await rowsOf(associate)).toHaveLength(0);
    expect((await rowsOf(t.users['editor-in-chief'].id)).map((r) => r.code)).toEqual([
      'submissionReceived',
    ]);
  });

  it('a reviewer of an invitation; the editors of its answer and of the review', async () => {
    const id = await manuscriptIn('under_review');
    await openRound(t, id);
    const reviewer = t.users.reviewer.id;
    const invited = await request('POST', `/manuscripts/${id}/invitations`, chief, {
      reviewer_id: reviewer,
    });
    expect(invited.statusCode).toBe(201);
    const [invitation] = await rowsOf(reviewer);
    expect(invitation).toMatchObject({ code: 'reviewInvitation', link: '/reviews' });
    expect(JSON.parse(invitation!.params).due).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const reviewerToken = await tokenOf(t, 'reviewer');
    const invitationId = invited.json().data.id as number;
    const accepted = await request('POST', `/invitations/${invitationId}/accept`, reviewerToken);
    expect(accepted.statusCode).toBe(200);
    const editorRows = await rowsOf(t.users['editor-in-chief'].id);
    expect(editorRows.map((r) => r.code)).toEqual(['invitationAccepted']);
    expect(JSON.parse(editorRows[0]!.params).reviewer).toBe(t.users.reviewer.name);

    await clear();
    const reviewed = await request('POST', `/manuscripts/${id}/reviews`, reviewerToken, {
      rating: 4,
      content: 'A sound study.',
      recommendation: 'minor_revisions',
    });
    expect(reviewed.statusCode).toBe(201);
    expect((await rowsOf(t.users['editor-in-chief'].id)).map((r) => r.code)).toEqual([
      'reviewSubmitted',
    ]);
    // Authors never learn who reviewed.
    expect(await rowsOf(t.users.author.id)).toHaveLength(0);
  });

  it('the editors-in-chief of a recommendation by the handling editor', async () => {
    const id = await manuscriptIn('under_review');
    const associate = t.users['associate-editor'];
    await t.db
      .updateTable('manuscripts')
      .set({ handling_editor_id: associate.id })
      .where('id', '=', id)
      .execute();
    const res = await request('POST', `/manuscripts/${id}/recommendations`, suite.associate, {
      recommendation: 'major_revisions',
    });
    expect(res.statusCode).toBe(201);
    const [row] = await rowsOf(t.users['editor-in-chief'].id);
    expect(row).toMatchObject({ code: 'recommendationRecorded' });
    expect(JSON.parse(row!.params)).toMatchObject({
      editor: associate.name,
      recommendation: 'major_revisions',
    });
    expect(await rowsOf(associate.id)).toHaveLength(0);
  });
});

describe('GET notifications', () => {
  it('lists only the reader’s own, newest first, paged, with the unread filter', async () => {
    const other = await t.createUser({ roles: ['author'] });
    const now = new Date().toISOString();
    const write = (userId: number, n: number, read: boolean) =>
      t.db
        .insertInto('notifications')
        .values({
          user_id: userId,
          code: 'published',
          params: JSON.stringify({ title: `Paper ${n}` }),
          link: null,
          manuscript_id: null,
          dedupe_key: null,
          read_at: read ? now : null,
          mailed_at: now,
          created_at: now,
        })
        .execute();
    for (let n = 1; n <= 12; n++) await write(t.users.author.id, n, n <= 4);
    await write(other.id, 99, false);

    const page1 = await request('GET', '/notifications?per_page=5', author);
    expect(page1.statusCode).toBe(200);
    const body = page1.json();
    expect(body.meta).toMatchObject({ total: 12, per_page: 5, last_page: 3, unread: 8 });
    expect(body.data.map((n: { params: { title: string } }) => n.params.title)).toEqual([
      'Paper 12',
      'Paper 11',
      'Paper 10',
      'Paper 9',
      'Paper 8',
    ]);
    const unread = await request('GET', '/notifications?unread=1&per_page=100', author);
    expect(unread.json().meta.total).toBe(8);
    expect(unread.json().data.every((n: { read_at: string | null }) => n.read_at === null)).toBe(
      true,
    );
    expect((await request('GET', '/notifications?unread=maybe', author)).statusCode).toBe(422);
    expect((await request('GET', '/notifications')).statusCode).toBe(401);
  });
});

describe('marking read', () => {
  async function oneFor(userId: number) {
    const row = await t.db
      .insertInto('notifications')
      .values({
        user_id: userId,
        code: 'accepted',
        params: '{"title":"A"}',
        link: '/manuscripts/1',
        manuscript_id: null,
        dedupe_key: null,
        read_at: null,
        mailed_at: null,
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  it('one’s own: read; another user’s: 404 and left unread', async () => {
    const mine = await oneFor(t.users.author.id);
    const theirs = await oneFor(t.users.reviewer.id);
    const res = await request('POST', `/notifications/${mine}/read`, author);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.read_at).not.toBeNull();
    const denied = await request('POST', `/notifications/${theirs}/read`, author);
    expect(denied.statusCode).toBe(404);
    expect(denied.json().message).toBe('Notification not found');
    const [row] = await rowsOf(t.users.reviewer.id);
    expect(row!.read_at).toBeNull();
    expect((await request('POST', '/notifications/abc/read', author)).statusCode).toBe(404);
    expect((await request('POST', `/notifications/${mine}/read`)).statusCode).toBe(401);
  });

  it('read-all marks only the reader’s own', async () => {
    await oneFor(t.users.author.id);
    await oneFor(t.users.author.id);
    await oneFor(t.users.reviewer.id);
    const res = await request('POST', '/notifications/read-all', author);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.updated).toBe(2);
    const summary = await request('GET', '/notifications/summary', author);
    expect(summary.json().data.unread).toBe(0);
    const [reviewerRow] = await rowsOf(t.users.reviewer.id);
    expect(reviewerRow!.read_at).toBeNull();
  });
});

describe('GET notifications/summary', () => {
  it('counts the unread and the manuscripts awaiting the reader’s action', async () => {
    const before = (await request('GET', '/notifications/summary', author)).json().data;
    const id = await manuscriptIn('under_review');
    await request('POST', `/manuscripts/${id}/decisions`, chief, {
      decision: 'request_revisions',
      letter: 'More data.',
    });
    const after = (await request('GET', '/notifications/summary', author)).json().data;
    expect(after.unread).toBe(1);
    expect(after.manuscripts_awaiting_action).toBe(before.manuscripts_awaiting_action + 1);

    // The editor-in-chief: a new submission awaits a decision.
    const chiefBefore = (await request('GET', '/notifications/summary', chief)).json().data;
    const fresh = await manuscriptIn('submitted');
    const chiefAfter = (await request('GET', '/notifications/summary', chief)).json().data;
    expect(chiefAfter.manuscripts_awaiting_action).toBe(
      chiefBefore.manuscripts_awaiting_action + 1,
    );
    expect(fresh).toBeGreaterThan(0);
  });

  it('remembers the panel’s language for e-mail', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/notifications/summary',
      headers: { ...t.authHeader(author), 'accept-language': 'ur' },
    });
    expect(res.statusCode).toBe(200);
    const user = await t.db
      .selectFrom('users')
      .select('locale')
      .where('id', '=', t.users.author.id)
      .executeTakeFirstOrThrow();
    expect(user.locale).toBe('ur');
  });
});
