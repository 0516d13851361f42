// The notification job: of two instances ticking at once on one database
// (on PostgreSQL each with its own connection pool, as two processes), one
// runs; each reminder is written once however often the work runs; the
// daily pruning runs once a day.
import { createDatabase, type Database } from '../../../src/db/database';
import { createMailer, type MailLogger } from '../../../src/lib/mailer';
import {
  createNotificationJob,
  type NotificationJob,
} from '../../../src/modules/notifications/notification-job';
import { runReminders } from '../../../src/modules/reminders';
import { buildTestApp, type TestApp } from '../../helpers/test-app';
import { invite, openRound } from '../decisions/helpers';
import {
  createManuscript,
  forceStatus,
  insertJournal,
  tokenOf,
  withTempDataDir,
} from '../manuscripts/helpers/content';

withTempDataDir();

const INTERVAL = 60_000;
const quietLog: MailLogger = { info: () => undefined, error: () => undefined };

let t: TestApp;
let secondDb: Database;
let journal: number;

beforeAll(async () => {
  t = await buildTestApp();
  journal = await insertJournal(t);
  // A second pool on the same schema: another process as far as PostgreSQL can tell.
  secondDb =
    t.dialect === 'postgres'
      ? createDatabase({
          dialect: 'postgres',
          url: process.env.TEST_DATABASE_URL!,
          searchPath: t.schema,
          poolMax: 2,
        })
      : t.db;
});
afterAll(async () => {
  if (secondDb !== t.db) await secondDb.destroy();
  await t.close();
});

beforeEach(async () => {
  await t.db.deleteFrom('notifications').execute();
  await t.db.deleteFrom('job_runs').execute();
  // Each test its own invitations; languages unknown again.
  await t.db.deleteFrom('review_invitations').execute();
  await t.db.updateTable('users').set({ locale: null }).execute();
});

const jobOn = (db: Database): NotificationJob =>
  createNotificationJob(db, {
    intervalMs: INTERVAL,
    panelUrl: 'http://panel.test',
    send: createMailer(null, quietLog),
    runReminders,
  });

/** A manuscript under review with an open round; the reviewer invited, due in `days`. */
async function invitationDueIn(days: number) {
  const id = await createManuscript(t, await tokenOf(t, 'author'), journal);
  await forceStatus(t, id, 'under_review');
  const round = await openRound(t, id);
  await invite(t, round, id, t.users.reviewer.id, 'accepted', days);
  // Accepted long ago: a reminder before the due date skips invitations answered inside its window.
  await t.db
    .updateTable('review_invitations')
    .set({ updated_at: new Date(Date.now() - 30 * 86_400_000).toISOString() })
    .where('manuscript_id', '=', id)
    .execute();
  return id;
}

const remindersOf = async (code: string) =>
  t.db
    .selectFrom('notifications')
    .selectAll()
    .where('user_id', '=', t.users.reviewer.id)
    .where('code', '=', code)
    .execute();

describe('the notification job', () => {
  it('runs once when two instances tick at the same time; reminds once', async () => {
    const soon = await invitationDueIn(1);
    const late = await invitationDueIn(-1);
    await invitationDueIn(10); // not yet
    const now = new Date();
    const results = await Promise.all([jobOn(t.db).tick(now), jobOn(secondDb).tick(now)]);
    expect(results.filter((r) => r.ran)).toHaveLength(1);
    expect(results.find((r) => r.ran)).toMatchObject({ reminders: 1, overdue: 1 });

    const reminders = await remindersOf('reviewReminder');
    expect(reminders.map((r) => r.manuscript_id)).toEqual([soon]);
    expect(reminders[0]!.link).toBe('/reviews');
    expect((await remindersOf('reviewOverdue')).map((r) => r.manuscript_id)).toEqual([late]);

    // Later in the same period nobody runs; in the next one the work finds nothing new.
    expect(await jobOn(secondDb).tick(new Date(now.getTime() + 1000))).toEqual({ ran: false });
    const next = await jobOn(secondDb).tick(new Date(now.getTime() + INTERVAL));
    expect(next).toMatchObject({ ran: true, reminders: 0, overdue: 0 });
    expect(await remindersOf('reviewReminder')).toHaveLength(1);
  });

  it('writes each reminder once even when the work itself runs twice at once', async () => {
    await invitationDueIn(1);
    const now = new Date();
    await Promise.all([jobOn(t.db).runOnce(now), jobOn(secondDb).runOnce(now)]);
    expect(await remindersOf('reviewReminder')).toHaveLength(1);
  });

  it('reminds again when the due date moves', async () => {
    const id = await invitationDueIn(1);
    await jobOn(t.db).runOnce();
    const due = new Date(Date.now() + 1.5 * 86_400_000).toISOString();
    await t.db
      .updateTable('review_invitations')
      .set({ due_at: due })
      .where('manuscript_id', '=', id)
      .execute();
    await jobOn(t.db).runOnce();
    expect(await remindersOf('reviewReminder')).toHaveLength(2);
  });

  it('reminds nobody of a declined invitation or a manuscript out of review', async () => {
    const id = await invitationDueIn(1);
    await t.db
      .updateTable('review_invitations')
      .set({ status: 'declined' })
      .where('manuscript_id', '=', id)
      .execute();
    const other = await invitationDueIn(-2);
    await forceStatus(t, other, 'accepted');
    expect(await jobOn(t.db).runOnce()).toMatchObject({ reminders: 0, overdue: 0 });
  });
});

// The e-mail itself (the outbox, real SMTP, preferences, the digest): test/modules/mail.
describe('housekeeping', () => {
  it('prunes old read notifications once a day; unread ones and recent reminders stay', async () => {
    const now = new Date();
    const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
    const user = t.users.reviewer.id;
    const row = (code: string, created: number, read: boolean, dedupe: string | null = null) => ({
      user_id: user,
      code,
      params: '{}',
      link: null,
      manuscript_id: null,
      dedupe_key: dedupe,
      read_at: read ? daysAgo(created - 1) : null,
      mailed_at: null,
      created_at: daysAgo(created),
    });
    await t.db
      .insertInto('notifications')
      .values([
        row('oldRead', 200, true),
        row('oldUnread', 200, false),
        row('recentRead', 10, true),
        row('reminderKept', 200, true, 'kept'),
        row('reminderGone', 400, true, 'gone'),
      ])
      .execute();
    const first = await jobOn(t.db).tick(now);
    expect(first).toMatchObject({ ran: true, pruned: 2 });
    const left = await t.db.selectFrom('notifications').select('code').orderBy('code').execute();
    expect(left.map((r) => r.code)).toEqual(['oldUnread', 'recentRead', 'reminderKept']);
    // The next period's tick runs the reminders but not the pruning (daily).
    const next = await jobOn(secondDb).tick(new Date(now.getTime() + INTERVAL));
    expect(next).toMatchObject({ ran: true, pruned: null });
  });
});
