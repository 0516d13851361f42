// An invitation left unanswered past its journal's response period, with
// alternates behind it: the job (runReminders, the clock moved by passing
// `now`) withdraws it and invites the next alternate, exactly once, also when
// two API processes run the job at the same moment.
import { createDatabase, type Database } from '../../../src/db/database';
import { runReminders } from '../../../src/modules/reminders';
import type { TestApp } from '../../helpers/test-app';
import { call } from '../decisions/helpers';
import { reviewsSuite, tokenOf } from '../reviews/helpers';
import { alternateHelpers } from './helpers';

const DAY = 86_400_000;
const suite = reviewsSuite();
let t: TestApp;
let journal: number;
let h: ReturnType<typeof alternateHelpers>;
beforeAll(() => {
  ({ t, journal } = suite);
  h = alternateHelpers(t);
});
// Each test its own lists: what earlier tests left waiting is put aside.
beforeEach(async () => {
  await t.db
    .updateTable('review_alternates')
    .set({ status: 'skipped', skipped_because: 'declined' })
    .where('status', '=', 'waiting')
    .execute();
});

/** `days` after the invitations were sent (now, in real time). */
const after = (days: number) => new Date(Date.now() + days * DAY);

describe('a response overdue', () => {
  it('waits the journal’s response period (7 days), then invites the next alternate once', async () => {
    const [first, a, b] = await h.reviewers(3, 'Silent');
    const { manuscript, invitation } = await h.invitedWithAlternates(journal, first!, [a!, b!]);
    expect((await runReminders(t.db, after(6.9))).alternates).toBe(0);
    expect(await h.invitations(manuscript)).toEqual({ [first!.id]: 'invited' });

    expect((await runReminders(t.db, after(7.01))).alternates).toBe(1);
    expect(await h.invitations(manuscript)).toEqual({
      [first!.id]: 'cancelled',
      [a!.id]: 'invited',
    });
    expect((await runReminders(t.db, after(7.02))).alternates).toBe(0);
    const [round] = (await h.editorRounds(manuscript)).data;
    expect(round.alternates[0]).toMatchObject({
      status: 'invited',
      called_because: 'overdue',
      replaces_invitation_id: invitation,
    });
    const told = await h.notices(manuscript, 'alternateInvited');
    expect(told).toHaveLength(1);
    expect(JSON.parse(told[0]!.params)).toMatchObject({
      reviewer: 'Silent 2',
      previous: 'Silent 1',
    });
    // The one withdrawn no longer reads the manuscript.
    const access = await t.db
      .selectFrom('review_assignments')
      .select('reviewer_id')
      .where('manuscript_id', '=', manuscript)
      .execute();
    expect(access.map((r) => r.reviewer_id)).toEqual([a!.id]);
  });

  it('follows the journal’s setting, and leaves answered invitations alone', async () => {
    const admin = await tokenOf(t, 'admin');
    const request = call(t);
    const current = (await request('GET', `/journals/${journal}/correspondence`, admin)).json();
    expect(current.data.invitation_response_days).toBe(7);
    const put = await request('PUT', `/journals/${journal}/correspondence`, admin, {
      ...current.data,
      invitation_response_days: 3,
    });
    expect(put.statusCode).toBe(200);
    const refused = await request('PUT', `/journals/${journal}/correspondence`, admin, {
      ...current.data,
      invitation_response_days: 0,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.invitation_response_days).toEqual([
      'Enter a whole number of days from 1 to 60',
    ]);

    const [first, a, answering, c] = await h.reviewers(4, 'Quick');
    const waiting = await h.invitedWithAlternates(journal, first!, [a!]);
    const answered = await h.invitedWithAlternates(journal, answering!, [c!]);
    const accepted = await request(
      'POST',
      `/invitations/${answered.invitation}/accept`,
      answering!.token,
    );
    expect(accepted.statusCode).toBe(200);
    expect((await runReminders(t.db, after(2.9))).alternates).toBe(0);
    expect((await runReminders(t.db, after(3.01))).alternates).toBe(1);
    expect((await h.invitations(waiting.manuscript))[a!.id]).toBe('invited');
    expect(await h.invitations(answered.manuscript)).toEqual({ [answering!.id]: 'accepted' });
    await request('PUT', `/journals/${journal}/correspondence`, admin, current.data);
  });

  it('keeps the invitation when every alternate left must be passed over, and says so once', async () => {
    const [first, a] = await h.reviewers(2, 'Passed');
    const { manuscript } = await h.invitedWithAlternates(journal, first!, [a!]);
    // The alternate declined an invitation of this round meanwhile.
    const direct = await call(t)(
      'POST',
      `/manuscripts/${manuscript}/invitations`,
      await tokenOf(t, 'editor-in-chief'),
      { reviewer_id: a!.id },
    );
    await h.decline(direct.json().data.id, a!.token);
    expect((await runReminders(t.db, after(8))).alternates).toBe(0);
    expect((await runReminders(t.db, after(9))).alternates).toBe(0);
    expect((await h.invitations(manuscript))[first!.id]).toBe('invited');
    expect(await h.notices(manuscript, 'alternatesExhausted')).toHaveLength(1);
  });
});

describe('exactly once with two API processes', () => {
  let secondDb: Database;
  beforeAll(() => {
    // A second pool on the same schema: another process as far as PostgreSQL can tell.
    secondDb =
      t.dialect === 'postgres'
        ? createDatabase({
            dialect: 'postgres',
            url: process.env.TEST_DATABASE_URL!,
            searchPath: t.schema,
            poolMax: 4,
          })
        : t.db;
  });
  afterAll(async () => {
    if (secondDb !== t.db) await secondDb.destroy();
  });

  it('two concurrent runs invite each next alternate once', async () => {
    const lists = [];
    for (const n of [1, 2, 3]) {
      const [first, a, b] = await h.reviewers(3, `Race ${n}`);
      lists.push({ ...(await h.invitedWithAlternates(journal, first!, [a!, b!])), a: a!, b: b! });
    }
    const runs = await Promise.all([
      runReminders(t.db, after(7.5)),
      runReminders(secondDb, after(7.5)),
    ]);
    expect(runs[0]!.alternates + runs[1]!.alternates).toBe(3);
    for (const list of lists) {
      const statuses = await h.invitations(list.manuscript);
      expect(statuses[list.a.id]).toBe('invited');
      expect(statuses[list.b.id]).toBeUndefined();
      expect(await h.notices(list.manuscript, 'alternateInvited')).toHaveLength(1);
    }
  });
});
