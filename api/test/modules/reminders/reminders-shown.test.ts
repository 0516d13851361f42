// What the reminders show: each invitation's reminders and the awaited
// revision's, to the manuscript's editors only (the visibility policy); and
// the invitation's id in the reviewer's notice, with GET invitations/{id} for
// the page its accept and decline links open.
import { runReminders } from '../../../src/modules/reminders';
import { buildTestApp, type TestApp } from '../../helpers/test-app';
import { openRound } from '../decisions/helpers';
import {
  createManuscript,
  forceStatus,
  tokenOf,
  withTempDataDir,
} from '../manuscripts/helpers/content';
import { at, iso, reminderHelpers } from './helpers';

withTempDataDir();
let t: TestApp;
let h: ReturnType<typeof reminderHelpers>;

beforeAll(async () => {
  t = await buildTestApp();
  h = reminderHelpers(t);
});
afterAll(async () => t.close());
beforeEach(async () => h.reset());

describe('shown on the manuscript', () => {
  it('editors see each invitation’s reminders and the revision’s; reviewers and authors do not', async () => {
    const journal = await h.journalWith();
    const inv = await h.invitation(journal, 'invited', 21);
    await runReminders(t.db, at(5));
    await t.db
      .insertInto('review_invitations')
      .values({
        round_id: (
          await t.db
            .selectFrom('review_rounds')
            .select('id')
            .where('manuscript_id', '=', inv.manuscript)
            .executeTakeFirstOrThrow()
        ).id,
        manuscript_id: inv.manuscript,
        reviewer_id: (await t.createUser({ roles: ['reviewer'] })).id,
        invited_by: null,
        status: 'accepted',
        due_at: iso(30),
        responded_at: null,
        decline_reason: null,
        created_at: iso(0),
        updated_at: iso(0),
      })
      .execute();
    const rounds = async (role: Parameters<typeof tokenOf>[1]) => {
      const res = await h.request(
        'GET',
        `/manuscripts/${inv.manuscript}/review-rounds`,
        await tokenOf(t, role),
      );
      expect({ role, status: res.statusCode }).toEqual({ role, status: 200 });
      return res.json();
    };
    const editor = await rounds('editor-in-chief');
    const invitations = editor.data[0].invitations;
    expect(invitations.find((i: { id: number }) => i.id === inv.id).reminders).toEqual({
      count: 1,
      last_sent_at: iso(5),
    });
    expect(invitations.find((i: { id: number }) => i.id !== inv.id).reminders).toEqual({
      count: 0,
      last_sent_at: null,
    });
    expect(editor.meta.revision).toBeUndefined();
    // The reviewer reads their own invitation, without the editors' follow-up.
    const own = await rounds('reviewer');
    expect(own.data[0].invitations).toHaveLength(1);
    expect(own.data[0].invitations[0]).not.toHaveProperty('reminders');

    // A revision awaited: its due date and reminders, for the editors only.
    await t.db
      .updateTable('manuscripts')
      .set({ status: 'revision_requested', revision_due_at: iso(30) })
      .where('id', '=', inv.manuscript)
      .execute();
    await runReminders(t.db, at(23));
    expect((await rounds('editor-in-chief')).meta.revision).toEqual({
      due_at: iso(30),
      reminders: { count: 1, last_sent_at: iso(23) },
    });
    const author = await rounds('author');
    expect(author.meta).toEqual({ can_invite: false, can_rate: false });
    expect(JSON.stringify(author)).not.toContain('reminders');
  });
});

describe('invitations carry their id; GET invitations/{id}', () => {
  it('the invitation notice names the invitation; the reviewer reads it, nobody else', async () => {
    const journal = await h.journalWith();
    const manuscript = await createManuscript(t, await tokenOf(t, 'author'), journal);
    await forceStatus(t, manuscript, 'under_review');
    await openRound(t, manuscript);
    const chief = await tokenOf(t, 'editor-in-chief');
    const res = await h.request('POST', `/manuscripts/${manuscript}/invitations`, chief, {
      reviewer_id: t.users.reviewer.id,
    });
    expect(res.statusCode).toBe(201);
    const id = res.json().data.id;
    const [notice] = await h.notices('reviewInvitation');
    expect(JSON.parse(notice!.params)).toMatchObject({ invitation: id });

    const own = await h.request('GET', `/invitations/${id}`, await tokenOf(t, 'reviewer'));
    expect(own.statusCode).toBe(200);
    expect(own.json().data).toMatchObject({
      id,
      status: 'invited',
      manuscript: { id: manuscript },
      reviewer: { id: t.users.reviewer.id },
    });
    for (const role of ['admin', 'editor-in-chief', 'author'] as const) {
      const other = await h.request('GET', `/invitations/${id}`, await tokenOf(t, role));
      expect(other.statusCode).toBe(404);
    }
    expect((await h.request('GET', '/invitations/abc', await tokenOf(t, 'admin'))).statusCode).toBe(
      404,
    );
    expect((await h.request('GET', `/invitations/${id}`)).statusCode).toBe(401);
    // Answered (or withdrawn), it still reads, with its status.
    await h.request('POST', `/invitations/${id}/cancel`, chief);
    const cancelled = await h.request('GET', `/invitations/${id}`, await tokenOf(t, 'reviewer'));
    expect(cancelled.json().data.status).toBe('cancelled');
  });
});
