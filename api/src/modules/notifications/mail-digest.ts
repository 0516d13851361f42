// The daily digest: once a day (its own claim in job_runs, like the pruning)
// each user with notices waiting for the digest gets one mail listing them,
// in their language, each with its link into the panel. The notices are taken
// in the transaction that queues the mail, so none is told twice.
import { msg, renderMessage, renderNotification } from '@colophon/shared/contracts';
import type { Database } from '../../db/database';
import { enqueueMail } from '../mail';
import {
  digestNoticesOf,
  type NoticeRow,
  pruneNotices,
  takeNotices,
  usersAwaitingDigest,
} from './mail-notices.repository';
import { parseParams } from './mail-template';
import { REMINDER_RETENTION_DAYS } from './notifications-retention';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Notices mailed more than this long ago are forgotten (reminders: as long as the panel keeps them). */
const NOTICE_RETENTION_DAYS = 30;

const say = (code: Parameters<typeof msg>[0], language: string, params = {}) =>
  renderMessage(msg(code, params), language);

/** The digest's text for one user's notices. */
export function composeDigest(notices: NoticeRow[], panelUrl: string) {
  const first = notices[0]!;
  const language = first.locale ?? 'en';
  const base = panelUrl.replace(/\/+$/, '');
  const lines = [
    say('notification.mail.greeting', language, { name: first.name }),
    '',
    say('mail.digest.intro', language),
  ];
  for (const notice of notices) {
    const text = renderNotification(
      { code: notice.code, params: parseParams(notice.params) },
      language,
    );
    lines.push('', `• ${text}`);
    if (notice.link) lines.push(`  ${base}${notice.link}`);
  }
  lines.push('', say('mail.digest.settings', language, { url: `${base}/settings` }));
  lines.push('', '—', say('notification.mail.footer', language));
  return {
    subject: say('mail.digest.subject', language, { count: notices.length }),
    body: lines.join('\n'),
    locale: language,
  };
}

async function digestFor(db: Database, userId: number, panelUrl: string, at: string) {
  return db.transaction().execute(async (trx) => {
    const waiting = await digestNoticesOf(trx, userId, at);
    const taken = new Set(
      await takeNotices(
        trx,
        waiting.map((n) => n.id),
        at,
      ),
    );
    const notices = waiting.filter((n) => taken.has(n.id));
    if (notices.length === 0 || notices[0]!.deleted_at !== null) return false;
    const digest = composeDigest(notices, panelUrl);
    await enqueueMail(trx, {
      to: notices[0]!.email,
      userId,
      manuscriptId: null,
      templateKey: 'digest',
      locale: digest.locale,
      subject: digest.subject,
      body: digest.body,
      queuedAt: at,
    });
    return true;
  });
}

/** Queues one digest per user with notices waiting; returns how many were queued. */
export async function sendDigests(db: Database, panelUrl: string, now = new Date()) {
  const at = now.toISOString();
  let queued = 0;
  for (const userId of await usersAwaitingDigest(db, at)) {
    if (await digestFor(db, userId, panelUrl, at)) queued += 1;
  }
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();
  await pruneNotices(db, ago(NOTICE_RETENTION_DAYS), ago(REMINDER_RETENTION_DAYS));
  return queued;
}
