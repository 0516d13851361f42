// Notification preferences: per kind of event, in the panel (on/off) and by
// e-mail (immediately, in the daily digest, or not). GET and PUT validate
// with the settings form's schema; writing a notification honours them; the
// daily digest gathers a day's notices into one mail, once a day (the test
// moves the clock by passing `now`).
import { NOTIFICATION_KINDS } from '@colophon/shared/contracts';
import { createMailer } from '../../../src/lib/mailer';
import { createNotificationJob } from '../../../src/modules/notifications/notification-job';
import { runReminders } from '../../../src/modules/reminders';
import { queueNoticeMails } from '../../../src/modules/notifications/mail-outbox';
import { writeNoticeGroups } from '../../../src/modules/notifications/mail-notices';
import { notifyUsers } from '../../../src/modules/notifications/notify';
import { buildTestApp, type TestApp, type TestUser } from '../../helpers/test-app';
import { call } from '../decisions/helpers';
import {
  createManuscript,
  insertJournal,
  tokenOf,
  withTempDataDir,
} from '../manuscripts/helpers/content';

withTempDataDir();
const PANEL = 'http://panel.test';
const HOUR = 3_600_000;

let t: TestApp;
let request: ReturnType<typeof call>;
let manuscript: number;

beforeAll(async () => {
  t = await buildTestApp();
  request = call(t);
  manuscript = await createManuscript(t, await tokenOf(t, 'author'), await insertJournal(t), {
    title: 'Monsoon models',
  });
});
afterAll(async () => t.close());
beforeEach(async () => {
  for (const table of ['mail_outbox', 'mail_notices', 'notifications', 'job_runs'] as const) {
    await t.db.deleteFrom(table).execute();
  }
});

const allKinds = (panel: boolean, email: string) =>
  Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, { panel, email }]));

async function choose(user: TestUser, changes: Record<string, { panel: boolean; email: string }>) {
  const token = await t.tokenForUser(user.id);
  const res = await request('PUT', '/notifications/preferences', token, {
    ...allKinds(true, 'immediate'),
    ...changes,
  });
  expect(res.statusCode).toBe(200);
}

/** An author-facing notice about the manuscript to `user`. */
const tell = (user: TestUser, code: 'accepted' | 'published' = 'accepted') =>
  notifyUsers(t.db, [user.id], {
    code,
    params: { title: 'Monsoon models' },
    link: `/manuscripts/${manuscript}`,
    manuscriptId: manuscript,
  });

const panelRows = (user: TestUser) =>
  t.db.selectFrom('notifications').select('code').where('user_id', '=', user.id).execute();
const mailsTo = (user: TestUser) =>
  t.db.selectFrom('mail_outbox').selectAll().where('user_id', '=', user.id).orderBy('id').execute();

describe('GET and PUT notifications/preferences', () => {
  it('starts with everything in the panel and mailed at once, and saves every kind', async () => {
    const user = await t.createUser({ roles: ['author'] });
    const token = await t.tokenForUser(user.id);
    const first = await request('GET', '/notifications/preferences', token);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual(allKinds(true, 'immediate'));

    const wanted = {
      ...allKinds(true, 'immediate'),
      myManuscripts: { panel: true, email: 'digest' },
      discussions: { panel: false, email: 'off' },
    };
    const saved = await request('PUT', '/notifications/preferences', token, wanted);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toEqual(wanted);
    // Saving again (a retry) changes nothing; another user keeps the defaults.
    expect((await request('PUT', '/notifications/preferences', token, wanted)).statusCode).toBe(
      200,
    );
    expect((await request('GET', '/notifications/preferences', token)).json().data).toEqual(wanted);
    const other = await t.tokenForUser(t.users.reviewer.id);
    expect((await request('GET', '/notifications/preferences', other)).json().data).toEqual(
      allKinds(true, 'immediate'),
    );
  });

  it('refuses a choice that does not exist, or a kind left out, at the field', async () => {
    const token = await t.tokenForUser(t.users.author.id);
    const weekly = await request('PUT', '/notifications/preferences', token, {
      ...allKinds(true, 'immediate'),
      myManuscripts: { panel: true, email: 'weekly' },
    });
    expect(weekly.statusCode).toBe(422);
    expect(weekly.json().errors['myManuscripts.email']).toEqual([
      'Choose immediately, daily digest or off',
    ]);
    const missing = await request('PUT', '/notifications/preferences', token, {
      myManuscripts: { panel: true, email: 'off' },
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toHaveProperty('discussions');
    expect((await request('GET', '/notifications/preferences')).statusCode).toBe(401);
  });
});

describe('honoured when notifying', () => {
  it('panel off: no row in the bell, the mail still goes', async () => {
    const user = await t.createUser({ roles: ['author'] });
    await choose(user, { myManuscripts: { panel: false, email: 'immediate' } });
    expect(await tell(user)).toBe(0);
    expect(await panelRows(user)).toEqual([]);
    await queueNoticeMails(t.db, PANEL);
    const [mail] = await mailsTo(user);
    expect(mail).toMatchObject({ template_key: 'decision_accept', notification_id: null });
  });

  it('e-mail off: the bell only, no mail', async () => {
    const user = await t.createUser({ roles: ['author'] });
    await choose(user, { myManuscripts: { panel: true, email: 'off' } });
    expect(await tell(user)).toBe(1);
    expect((await panelRows(user)).map((r) => r.code)).toEqual(['accepted']);
    await queueNoticeMails(t.db, PANEL);
    expect(await mailsTo(user)).toEqual([]);
  });

  it('both off: told nothing; another kind still reaches them', async () => {
    const user = await t.createUser({ roles: ['author', 'reviewer'] });
    await choose(user, { myManuscripts: { panel: false, email: 'off' } });
    await tell(user);
    await notifyUsers(t.db, [user.id], {
      code: 'reviewInvitation',
      params: { title: 'Monsoon models', due: '2030-01-01' },
      link: '/reviews',
      manuscriptId: manuscript,
    });
    expect((await panelRows(user)).map((r) => r.code)).toEqual(['reviewInvitation']);
    await queueNoticeMails(t.db, PANEL);
    expect((await mailsTo(user)).map((m) => m.template_key)).toEqual(['reviewer_invitation']);
  });

  it('several notices written together: each recipient as the kind of each says', async () => {
    // A submission tells its editors and its authors in one go (notify.ts); one person
    // can be in both groups, with different choices for the two kinds.
    const both = await t.createUser({ roles: ['editor-in-chief', 'author'] });
    const chief = await t.createUser({ roles: ['editor-in-chief'] });
    await choose(both, {
      editorialWork: { panel: false, email: 'immediate' },
      myManuscripts: { panel: true, email: 'off' },
    });
    const about = (code: 'submissionReceived' | 'submissionAcknowledged') => ({
      code,
      params: { title: 'Monsoon models' },
      link: `/manuscripts/${manuscript}`,
      manuscriptId: manuscript,
    });
    const written = await writeNoticeGroups(t.db, [
      { userIds: [both.id, chief.id], notice: about('submissionReceived') },
      { userIds: [both.id], notice: about('submissionAcknowledged') },
    ]);
    expect(written).toBe(2);
    expect((await panelRows(both)).map((r) => r.code)).toEqual(['submissionAcknowledged']);
    const [chiefRow] = await t.db
      .selectFrom('notifications')
      .select(['id', 'code'])
      .where('user_id', '=', chief.id)
      .execute();
    expect(chiefRow?.code).toBe('submissionReceived');
    const notices = await t.db
      .selectFrom('mail_notices')
      .select(['user_id', 'code', 'notification_id', 'mode'])
      .where('user_id', 'in', [both.id, chief.id])
      .orderBy('user_id')
      .execute();
    expect(notices).toEqual([
      { user_id: both.id, code: 'submissionReceived', notification_id: null, mode: 'immediate' },
      {
        user_id: chief.id,
        code: 'submissionReceived',
        notification_id: chiefRow!.id,
        mode: 'immediate',
      },
    ]);
  });

  it('a reminder written twice is mailed once, with the panel on or off', async () => {
    const on = await t.createUser({ roles: ['reviewer'] });
    const off = await t.createUser({ roles: ['reviewer'] });
    await choose(off, { reviewRequests: { panel: false, email: 'immediate' } });
    const remind = () =>
      notifyUsers(t.db, [on.id, off.id], {
        code: 'reviewReminder',
        params: { title: 'Monsoon models', due: '2030-01-01' },
        link: '/reviews',
        manuscriptId: manuscript,
        dedupeKey: 'reviewReminder:1:2030-01-01',
      });
    await remind();
    await queueNoticeMails(t.db, PANEL);
    await remind();
    await queueNoticeMails(t.db, PANEL);
    expect(await mailsTo(on)).toHaveLength(1);
    expect(await mailsTo(off)).toHaveLength(1);
    expect(await panelRows(off)).toEqual([]);
  });

  it('digest: one mail a day gathering the day’s notices', async () => {
    const user = await t.createUser({ roles: ['author'], name: 'Dana Digest' });
    await choose(user, { myManuscripts: { panel: true, email: 'digest' } });
    await tell(user, 'accepted');
    await tell(user, 'published');
    const job = createNotificationJob(t.db, {
      intervalMs: 60_000,
      panelUrl: PANEL,
      send: createMailer(null, { info: () => undefined, error: () => undefined }),
      runReminders,
    });
    // Not mailed one by one.
    const now = new Date(Date.now() + 1000);
    const first = await job.tick(now);
    expect(first).toMatchObject({ ran: true, digests: 1 });
    const [digest, ...more] = await mailsTo(user);
    expect(more).toEqual([]);
    expect(digest).toMatchObject({
      template_key: 'digest',
      subject: 'Colophon: your daily summary (2)',
      manuscript_id: null,
    });
    expect(digest!.body).toContain('Hello Dana Digest,');
    expect(digest!.body).toContain('Your manuscript “Monsoon models” has been accepted');
    expect(digest!.body).toContain('Your manuscript “Monsoon models” has been published');
    expect(digest!.body).toContain(`${PANEL}/manuscripts/${manuscript}`);
    // The bell still has both.
    expect(await panelRows(user)).toHaveLength(2);

    // Later the same day: no second digest, though something new happened.
    await tell(user, 'accepted');
    expect(await job.tick(new Date(now.getTime() + 2 * HOUR))).toMatchObject({ digests: null });
    expect(await mailsTo(user)).toHaveLength(1);
    // The next day: a digest of what came since.
    expect(await job.tick(new Date(now.getTime() + 24 * HOUR))).toMatchObject({ digests: 1 });
    const mails = await mailsTo(user);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toBe('Colophon: your daily summary (1)');
    // The first digest was delivered (kept: no SMTP) by a later run.
    expect(mails[0]!.state).toBe('kept');
  });
});
