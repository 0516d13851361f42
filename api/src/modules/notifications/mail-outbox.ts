// Sends the e-mail of every notification not mailed yet (the outbox), after
// the transaction that wrote it has committed: a request never waits for SMTP
// and a rolled-back change mails nothing. Each e-mail is claimed before it is
// sent (at most once). Without SMTP `sendMail` logs it (development) and
// sends nothing; a failure is logged by the mailer and never thrown.
import type { Database } from '../../db/database';
import { nowIso } from '../../db/portable';
import type { MailMessage } from '../../lib/mailer';
import { claimMail, unmailed } from './mail-outbox.repository';
import { composeMail } from './mail-template';

export type SendMail = (message: MailMessage) => Promise<{ sent: boolean }>;

/** Mails up to `batch` pending notifications; returns how many were handed to the mailer. */
export async function deliverPendingMail(
  db: Database,
  send: SendMail,
  panelUrl: string,
  batch = 50,
): Promise<number> {
  let handed = 0;
  for (const row of await unmailed(db, batch)) {
    if (!(await claimMail(db, row.id, nowIso()))) continue;
    // A deleted account gets no mail; the claim keeps it out of the next batch.
    if (row.deleted_at !== null) continue;
    await send(composeMail(row, panelUrl));
    handed += 1;
  }
  return handed;
}
