// Every mail the system sends is first a row of the outbox, written inside the
// caller's transaction: a change that rolls back mails nothing, and a request
// never waits for SMTP. The notification job delivers queued rows afterwards.
import type { Database } from '../../db/database';
import { nowIso } from '../../db/portable';
import { insertMail } from './outbox.repository';

export type OutgoingMail = {
  to: string;
  userId: number | null;
  manuscriptId: number | null;
  /** A MailTemplateKey, one of Colophon's own mails (`digest`, `email_verification`, `password_reset`), or null for the generic notification mail. */
  templateKey: string | null;
  locale: string;
  subject: string;
  body: string;
  /** The body holds a personal link (sign-in, password reset): the panel never shows it. */
  sensitive?: boolean;
  /** The notification the mail tells of, when there is one. */
  notificationId?: number | null;
  /** When it is queued (default: now); the job passes the time of its run. */
  queuedAt?: string;
};

/** Queues a mail; returns the outbox row id (state `queued`). */
export async function enqueueMail(db: Database, mail: OutgoingMail): Promise<number> {
  const now = mail.queuedAt ?? nowIso();
  return insertMail(db, {
    user_id: mail.userId,
    address: mail.to,
    manuscript_id: mail.manuscriptId,
    template_key: mail.templateKey,
    notification_id: mail.notificationId ?? null,
    locale: mail.locale,
    subject: mail.subject,
    body: mail.body,
    sensitive: mail.sensitive ?? false,
    state: 'queued',
    next_attempt_at: now,
    created_at: now,
    updated_at: now,
  });
}
