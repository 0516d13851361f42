// The job's mail step, after the transactions that wrote the notices have
// committed (a request never waits for SMTP; a rolled-back change mails
// nothing): each notice to mail at once is taken (at most once, whoever else
// runs) and written into the outbox as its letter, in the same transaction;
// then the outbox is delivered (modules/mail: sent, kept without SMTP, or
// failed with the SMTP error after a few tries).
import type { Database } from '../../db/database';
import { deliverQueuedMail, enqueueMail, type SendMail } from '../mail';
import { renderNoticeMail } from './mail-render';
import {
  immediateNotices,
  markNotificationMailed,
  type NoticeRow,
  takeNotices,
} from './mail-notices.repository';

export type { SendMail };

/** Writes one notice's letter to the outbox when this caller takes it; false when another did. */
async function queueNotice(db: Database, notice: NoticeRow, panelUrl: string, at: string) {
  return db.transaction().execute(async (trx) => {
    if ((await takeNotices(trx, [notice.id], at)).length === 0) return false;
    // A deleted account gets no mail; taking the notice keeps it out of the next batch.
    if (notice.deleted_at !== null) return false;
    const mail = await renderNoticeMail(trx, notice, panelUrl);
    await enqueueMail(trx, {
      to: notice.email,
      userId: notice.user_id,
      manuscriptId: notice.manuscript_id,
      templateKey: mail.templateKey,
      notificationId: notice.notification_id,
      locale: notice.locale ?? 'en',
      subject: mail.subject,
      body: mail.body,
      queuedAt: at,
    });
    if (notice.notification_id !== null) {
      await markNotificationMailed(trx, notice.notification_id, at);
    }
    return true;
  });
}

/** Turns up to `batch` notices into outbox mails; returns how many this caller queued. */
export async function queueNoticeMails(
  db: Database,
  panelUrl: string,
  now = new Date(),
  batch = 50,
): Promise<number> {
  let queued = 0;
  for (const notice of await immediateNotices(db, batch)) {
    if (await queueNotice(db, notice, panelUrl, now.toISOString())) queued += 1;
  }
  return queued;
}

/** The whole step: notices into the outbox, then the outbox delivered; returns the attempts made. */
export async function deliverPendingMail(
  db: Database,
  send: SendMail,
  panelUrl: string,
  now = new Date(),
): Promise<number> {
  await queueNoticeMails(db, panelUrl, now);
  return deliverQueuedMail(db, send, now);
}
