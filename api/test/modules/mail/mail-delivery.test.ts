// Every mail goes through the outbox and out through a real SMTP server
// (smtp-server in this process): a notification's letter arrives with its
// template's subject and body; a refused recipient leaves the mail `failed`
// with the server's answer; a passing failure is tried again later, then
// given up; without SMTP the mail is `kept`; two deliverers at once (two
// pools on PostgreSQL, as two API processes) send each mail once.
import { createDatabase, type Database } from '../../../src/db/database';
import { createMailer, type MailLogger } from '../../../src/lib/mailer';
import { deliverQueuedMail, enqueueMail, MAX_ATTEMPTS } from '../../../src/modules/mail';
import {
  deliverPendingMail,
  queueNoticeMails,
} from '../../../src/modules/notifications/mail-outbox';
import { notifyUsers } from '../../../src/modules/notifications/notify';
import { buildTestApp, type TestApp } from '../../helpers/test-app';
import { call } from '../decisions/helpers';
import {
  createManuscript,
  forceStatus,
  insertJournal,
  tokenOf,
  withTempDataDir,
} from '../manuscripts/helpers/content';
import { readMail, startSmtp } from './smtp-helpers';

withTempDataDir();
const PANEL = 'http://panel.test';
const quiet: MailLogger = { info: () => undefined, error: () => undefined };
const noSmtp = createMailer(null, quiet);

let t: TestApp;
let secondDb: Database;
let journal: number;
let request: ReturnType<typeof call>;

beforeAll(async () => {
  t = await buildTestApp();
  request = call(t);
  journal = await insertJournal(t, { title: 'Journal of Monsoons' });
  // A second pool on the same schema: another API process as far as PostgreSQL can tell.
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
  await t.db.deleteFrom('mail_outbox').execute();
  await t.db.deleteFrom('mail_notices').execute();
  await t.db.updateTable('users').set({ locale: null }).execute();
});

const outbox = () => t.db.selectFrom('mail_outbox').selectAll().orderBy('id').execute();

const queue = (to: string, subject = 'Hello') =>
  enqueueMail(t.db, {
    to,
    userId: null,
    manuscriptId: null,
    templateKey: null,
    locale: 'en',
    subject,
    body: `A letter to ${to}`,
  });

describe('a notification mail through real SMTP', () => {
  it('arrives with its template: the acknowledgement of a submission', async () => {
    const smtp = await startSmtp();
    try {
      const author = await tokenOf(t, 'author');
      const id = await createManuscript(t, author, journal, { title: 'Monsoon models' });
      expect((await request('POST', `/manuscripts/${id}/submit`, author)).statusCode).toBe(200);
      // Nothing leaves inside the request: the mail is a notice until the job runs.
      expect(await outbox()).toEqual([]);

      expect(await deliverPendingMail(t.db, smtp.mailer, PANEL)).toBeGreaterThanOrEqual(2);
      const rows = await outbox();
      const ack = rows.find((r) => r.address === t.users.author.email)!;
      expect(ack).toMatchObject({
        template_key: 'submission_acknowledgement',
        manuscript_id: id,
        state: 'sent',
        attempts: 1,
        error: null,
      });
      expect(ack.sent_at).toEqual(expect.any(String));
      // The editors-in-chief's notice has no template: the generic notification mail.
      const chief = rows.find((r) => r.address === t.users['editor-in-chief'].email)!;
      expect(chief).toMatchObject({ template_key: null, state: 'sent' });

      const received = smtp.received.find((m) => m.to.includes(t.users.author.email))!;
      const mail = await readMail(received);
      expect(mail.subject).toBe('We have received your submission to Journal of Monsoons');
      expect(mail.text).toContain(`Dear ${t.users.author.name},`);
      expect(mail.text).toContain('Thank you for submitting "Monsoon models"');
      expect(mail.text).toContain(`${PANEL}/manuscripts/${id}`);
      expect(mail.subject).toBe(ack.subject);

      // Claimed once: another run sends nothing more.
      expect(await deliverPendingMail(t.db, smtp.mailer, PANEL)).toBe(0);
      expect(smtp.received).toHaveLength(rows.length);
    } finally {
      await smtp.close();
    }
  });

  it("an editor's letter is the body, in the recipient's language", async () => {
    await t.db
      .updateTable('users')
      .set({ locale: 'ur' })
      .where('id', '=', t.users.author.id)
      .execute();
    const id = await createManuscript(t, await tokenOf(t, 'author'), journal);
    await forceStatus(t, id, 'under_review');
    const letter = 'محترم مصنف،\n\nبراہِ کرم 2024 کا ڈیٹا شامل کریں۔';
    const res = await request(
      'POST',
      `/manuscripts/${id}/decisions`,
      await tokenOf(t, 'editor-in-chief'),
      {
        decision: 'request_revisions',
        letter,
      },
    );
    expect(res.statusCode).toBe(200);
    await queueNoticeMails(t.db, PANEL);
    const [mail] = await outbox();
    expect(mail).toMatchObject({ address: t.users.author.email, locale: 'ur', body: letter });
    expect(mail!.template_key).toMatch(/^decision_(minor|major)_revisions$/);
    expect(mail!.subject).toMatch(/[\u0600-\u06FF]/);
  });

  it('an invitation carries its accept and decline links', async () => {
    const id = await createManuscript(t, await tokenOf(t, 'author'), journal);
    await notifyUsers(t.db, [t.users.reviewer.id], {
      code: 'reviewInvitation',
      params: { title: 'Monsoon models', due: '2030-05-01', invitation: 77 },
      link: '/reviews',
      manuscriptId: id,
    });
    await queueNoticeMails(t.db, PANEL);
    const [mail] = await outbox();
    expect(mail).toMatchObject({ template_key: 'reviewer_invitation', manuscript_id: id });
    expect(mail!.body).toContain(`${PANEL}/reviews?invitation=77&respond=accept`);
    expect(mail!.body).toContain(`${PANEL}/reviews?invitation=77&respond=decline`);
    expect(mail!.body).toContain('1 May 2030');
    // Double-blind: the reviewer's letter never names the authors.
    expect(mail!.body).not.toContain(t.users.author.name);
  });
});

describe('delivery outcomes', () => {
  it('a refused recipient leaves the mail failed with the SMTP error; the others go', async () => {
    const smtp = await startSmtp({ refuse: ['nobody@refused.test'] });
    try {
      await queue('nobody@refused.test');
      await queue('ada@example.org');
      expect(await deliverQueuedMail(t.db, smtp.mailer)).toBe(2);
      const [refused, sent] = await outbox();
      expect(refused).toMatchObject({ state: 'failed', attempts: 1, sent_at: null });
      expect(refused!.error).toContain('Recipient address rejected');
      expect(sent).toMatchObject({ state: 'sent', error: null });
      expect(smtp.received.map((m) => m.to)).toEqual([['ada@example.org']]);
      // Refused for good (5xx): never tried again.
      const later = new Date(Date.now() + 86_400_000);
      expect(await deliverQueuedMail(t.db, smtp.mailer, later)).toBe(0);
    } finally {
      await smtp.close();
    }
  });

  it('a passing failure is tried again after a wait, then left failed', async () => {
    const smtp = await startSmtp({ busy: ['busy@example.org'] });
    try {
      await queue('busy@example.org');
      const start = Date.now();
      expect(await deliverQueuedMail(t.db, smtp.mailer, new Date(start))).toBe(1);
      let [mail] = await outbox();
      expect(mail).toMatchObject({ state: 'queued', attempts: 1 });
      expect(mail!.error).toContain('try again later');
      // Not before its wait is over.
      expect(await deliverQueuedMail(t.db, smtp.mailer, new Date(start + 30_000))).toBe(0);
      let now = start;
      for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt += 1) {
        now += 3 * 3_600_000;
        expect(await deliverQueuedMail(t.db, smtp.mailer, new Date(now))).toBe(1);
      }
      [mail] = await outbox();
      expect(mail).toMatchObject({ state: 'failed', attempts: MAX_ATTEMPTS });
      expect(await deliverQueuedMail(t.db, smtp.mailer, new Date(now + 86_400_000))).toBe(0);
    } finally {
      await smtp.close();
    }
  });

  it('without SMTP the mail is kept, readable in the outbox', async () => {
    await queue('ada@example.org', 'Kept for the panel');
    expect(await deliverQueuedMail(t.db, noSmtp)).toBe(1);
    const [mail] = await outbox();
    expect(mail).toMatchObject({
      state: 'kept',
      attempts: 1,
      error: null,
      body: 'A letter to ada@example.org',
    });
    expect(mail!.sent_at).toEqual(expect.any(String));
  });
});

describe('at most once, whoever delivers', () => {
  it('two deliverers at once send each mail once', async () => {
    const addresses = Array.from({ length: 12 }, (_, n) => `reader${n}@example.org`);
    for (const to of addresses) await queue(to);
    const sent: string[] = [];
    const recording = async (message: { to: string }) => {
      sent.push(message.to);
      return { status: 'sent' as const };
    };
    const [first, second] = await Promise.all([
      deliverQueuedMail(t.db, recording),
      deliverQueuedMail(secondDb, recording),
    ]);
    expect(first + second).toBe(addresses.length);
    expect([...sent].sort()).toEqual([...addresses].sort());
    expect((await outbox()).every((m) => m.state === 'sent' && m.attempts === 1)).toBe(true);
  });

  it('two runs at once write each notice into the outbox once', async () => {
    const id = await createManuscript(t, await tokenOf(t, 'author'), journal);
    const readers = await Promise.all(
      Array.from({ length: 6 }, () => t.createUser({ roles: ['author'] })),
    );
    await notifyUsers(
      t.db,
      readers.map((r) => r.id),
      {
        code: 'published',
        params: { title: 'Monsoon models' },
        link: `/manuscripts/${id}`,
        manuscriptId: id,
      },
    );
    await Promise.all([queueNoticeMails(t.db, PANEL), queueNoticeMails(secondDb, PANEL)]);
    const rows = await outbox();
    expect(rows.map((r) => r.address).sort()).toEqual(readers.map((r) => r.email).sort());
    // The panel's rows are marked mailed.
    const unmailed = await t.db
      .selectFrom('notifications')
      .select('id')
      .where('manuscript_id', '=', id)
      .where('mailed_at', 'is', null)
      .execute();
    expect(unmailed).toEqual([]);
  });
});
