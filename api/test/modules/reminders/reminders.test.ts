// The reminders on each journal's schedule, with the clock moved by passing
// `now` to runReminders: an unanswered invitation, a review coming due, the
// overdue notices (every N days, at most M; a new due date re-arms them), a
// revision coming due and overdue, each sent once as a notification; and
// exactly once when two API processes run the job at the same moment.
import { createDatabase, type Database } from '../../../src/db/database';
import { runReminders } from '../../../src/modules/reminders';
import { buildTestApp, type TestApp } from '../../helpers/test-app';
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

describe('invitation reminders', () => {
  it('reminds an unanswered invitation on the configured day, once', async () => {
    const journal = await h.journalWith();
    const inv = await h.invitation(journal, 'invited', 21);
    expect((await runReminders(t.db, at(4.9))).sent.invitationReminder).toBe(0);
    expect((await runReminders(t.db, at(5))).sent.invitationReminder).toBe(1);
    expect((await runReminders(t.db, at(6))).sent.invitationReminder).toBe(0);

    const [notice] = await h.notices('invitationReminder');
    expect(notice!.user_id).toBe(t.users.reviewer.id);
    expect(notice!.link).toBe('/reviews');
    expect(JSON.parse(notice!.params)).toEqual({
      title: 'Tidal study 21',
      due: iso(21).slice(0, 10),
      invitation: inv.id,
    });
    expect(await h.sent('invitationReminder')).toEqual([
      expect.objectContaining({
        target_id: inv.id,
        sequence: 1,
        recipient_id: t.users.reviewer.id,
        manuscript_id: inv.manuscript,
        sent_at: iso(5),
      }),
    ]);
  });

  it('follows the journal: its days changed, the reminder moves', async () => {
    const journal = await h.journalWith({ invitation_reminder_days: 2 });
    await h.invitation(journal, 'invited', 21);
    expect((await runReminders(t.db, at(1.9))).sent.invitationReminder).toBe(0);
    expect((await runReminders(t.db, at(2))).sent.invitationReminder).toBe(1);
  });

  it('leaves answered invitations alone', async () => {
    const journal = await h.journalWith();
    await h.invitation(journal, 'accepted', 21);
    expect((await runReminders(t.db, at(10))).sent.invitationReminder).toBe(0);
  });
});

describe('a backlog of reminders', () => {
  // On SQLite every query is synchronous: a run that never gave the event loop a
  // turn answered no request until it finished (a minute at 10^6 manuscripts).
  it('gives the event loop a turn after each reminder', async () => {
    const journal = await h.journalWith();
    for (const due of [21, 22, 23]) await h.invitation(journal, 'invited', due);
    let turns = 0;
    let running = true;
    const countTurns = () => {
      if (!running) return;
      turns += 1;
      setImmediate(countTurns);
    };
    setImmediate(countTurns);
    const run = await runReminders(t.db, at(5));
    running = false;
    expect(run.sent.invitationReminder).toBe(3);
    expect(turns).toBeGreaterThanOrEqual(3);
  });
});

describe('review reminders', () => {
  it('reminds N days before the due date, N the journal’s', async () => {
    const journal = await h.journalWith();
    await h.invitation(journal, 'accepted', 20);
    // Default: 7 days before.
    expect((await runReminders(t.db, at(12.9))).reminders).toBe(0);
    expect((await runReminders(t.db, at(13))).sent.reviewReminder).toBe(1);
    expect((await runReminders(t.db, at(14))).sent.reviewReminder).toBe(0);

    await h.setSchedule(journal, { review_reminder_before_days: 12 });
    await h.invitation(journal, 'accepted', 20);
    expect((await runReminders(t.db, at(7.9))).sent.reviewReminder).toBe(0);
    expect((await runReminders(t.db, at(8))).sent.reviewReminder).toBe(1);
    const all = await h.notices('reviewReminder');
    expect(all).toHaveLength(2);
    expect(JSON.parse(all[0]!.params)).toMatchObject({ due: iso(20).slice(0, 10) });
  });

  it('not when the invitation was sent inside the window (it told the date itself)', async () => {
    const journal = await h.journalWith();
    await h.invitation(journal, 'accepted', 5);
    expect((await runReminders(t.db, at(1))).sent.reviewReminder).toBe(0);
  });

  it('overdue: at once, then every N days, at most M; a new due date re-arms', async () => {
    const journal = await h.journalWith({ review_overdue_every_days: 3, review_overdue_max: 2 });
    const inv = await h.invitation(journal, 'accepted', 10);
    const overdueOn = async (day: number) => (await runReminders(t.db, at(day))).sent.reviewOverdue;
    expect(await overdueOn(9.9)).toBe(0);
    expect(await overdueOn(10.1)).toBe(1);
    expect(await overdueOn(12.9)).toBe(0);
    expect(await overdueOn(13.1)).toBe(1);
    // The max reached: no more, however late.
    expect(await overdueOn(16.1)).toBe(0);
    expect(await overdueOn(60)).toBe(0);
    expect((await h.sent('reviewOverdue')).map((r) => r.sequence)).toEqual([1, 2]);

    // A new due date (the editor extends it): before and overdue reminders again.
    await t.db
      .updateTable('review_invitations')
      .set({ due_at: iso(80) })
      .where('id', '=', inv.id)
      .execute();
    expect((await runReminders(t.db, at(73))).sent.reviewReminder).toBe(1);
    expect(await overdueOn(80.5)).toBe(1);
    expect((await h.notices('reviewOverdue')).map((n) => JSON.parse(n.params).due)).toEqual([
      iso(10).slice(0, 10),
      iso(10).slice(0, 10),
      iso(80).slice(0, 10),
    ]);
  });

  it('with a max of 0 sends no overdue notice; a stopped job sends only the current one', async () => {
    const quiet = await h.journalWith({ review_overdue_max: 0 });
    await h.invitation(quiet, 'accepted', 1);
    expect((await runReminders(t.db, at(30))).overdue).toBe(0);

    const journal = await h.journalWith({ review_overdue_every_days: 2, review_overdue_max: 5 });
    await h.invitation(journal, 'invited', 1);
    // Five days late on its first run: one notice (the third), not three at once.
    expect((await runReminders(t.db, at(6))).sent.reviewOverdue).toBe(1);
    expect((await h.sent('reviewOverdue')).map((r) => r.sequence)).toEqual([3]);
  });

  it('reminds nobody of a declined invitation, a closed round or a manuscript out of review', async () => {
    const journal = await h.journalWith();
    const declined = await h.invitation(journal, 'accepted', 3);
    await t.db
      .updateTable('review_invitations')
      .set({ status: 'declined' })
      .where('id', '=', declined.id)
      .execute();
    const decided = await h.invitation(journal, 'accepted', 3);
    await forceStatus(t, decided.manuscript, 'accepted');
    const closed = await h.invitation(journal, 'invited', 3);
    await t.db
      .updateTable('review_rounds')
      .set({ status: 'closed' })
      .where('manuscript_id', '=', closed.manuscript)
      .execute();
    const run = await runReminders(t.db, at(10));
    expect(run.reminders + run.overdue).toBe(0);
  });
});

describe('revision reminders', () => {
  async function revisionDue(journal: number, dueInDays: number) {
    const id = await createManuscript(t, await tokenOf(t, 'author'), journal, {
      title: 'Estuary revision',
    });
    await t.db
      .updateTable('manuscripts')
      .set({ status: 'revision_requested', revision_due_at: iso(dueInDays) })
      .where('id', '=', id)
      .execute();
    return id;
  }

  it('reminds the authors N days before, then once when it is overdue', async () => {
    const journal = await h.journalWith({ revision_reminder_before_days: 5 });
    const id = await revisionDue(journal, 30);
    expect((await runReminders(t.db, at(24.9))).sent.revisionReminder).toBe(0);
    expect((await runReminders(t.db, at(25))).sent.revisionReminder).toBe(1);
    expect((await runReminders(t.db, at(26))).sent.revisionReminder).toBe(0);
    expect((await runReminders(t.db, at(30.1))).sent.revisionOverdue).toBe(1);
    expect((await runReminders(t.db, at(45))).sent.revisionOverdue).toBe(0);

    const [reminder] = await h.notices('revisionReminder');
    expect(reminder).toMatchObject({
      user_id: t.users.author.id,
      link: `/manuscripts/${id}`,
      manuscript_id: id,
    });
    expect(JSON.parse(reminder!.params)).toEqual({
      title: 'Estuary revision',
      due: iso(30).slice(0, 10),
    });
    expect(await h.notices('revisionOverdue')).toHaveLength(1);
  });

  it('not once the revision is in (status moved on)', async () => {
    const journal = await h.journalWith();
    const id = await revisionDue(journal, 3);
    await forceStatus(t, id, 'revised');
    const run = await runReminders(t.db, at(10));
    expect(run.sent.revisionReminder + run.sent.revisionOverdue).toBe(0);
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

  it('two concurrent runs send each reminder once, on every kind', async () => {
    const journal = await h.journalWith({ review_overdue_every_days: 1, review_overdue_max: 10 });
    const reviewers = await Promise.all(
      [1, 2, 3].map((n) => t.createUser({ roles: ['reviewer'], name: `Racer ${n}` })),
    );
    for (const reviewer of reviewers) {
      await h.invitation(journal, 'invited', 30, reviewer.id); // answer reminder at day 5
      await h.invitation(journal, 'accepted', 9, reviewer.id); // due reminder from day 2
      await h.invitation(journal, 'accepted', 4, reviewer.id); // overdue from day 4, daily
    }
    let total = 0;
    for (const day of [5, 5, 6, 7]) {
      const runs = await Promise.all([
        runReminders(t.db, at(day)),
        runReminders(secondDb, at(day)),
      ]);
      total += runs.reduce((sum, run) => sum + run.reminders + run.overdue, 0);
    }
    // Per reviewer: 1 answer reminder, 1 due reminder, overdue notices 2, 3 and 4.
    const expected = reviewers.length * (1 + 1 + 3);
    expect(total).toBe(expected);
    const rows = await t.db.selectFrom('sent_reminders').selectAll().execute();
    expect(rows).toHaveLength(expected);
    const notified = await t.db
      .selectFrom('notifications')
      .select(['user_id', 'code', 'params'])
      .where('code', 'in', ['invitationReminder', 'reviewReminder', 'reviewOverdue'])
      .execute();
    expect(notified).toHaveLength(expected);
    // No notice twice: (recipient, code, invitation, due) unique among them… and overdue by count.
    const keys = rows.map((r) => `${r.kind}:${r.target_id}:${r.due_at}:${r.sequence}`);
    expect(new Set(keys).size).toBe(expected);
  });
});
