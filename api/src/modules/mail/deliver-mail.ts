// Delivers the outbox: each queued mail whose time has come is claimed (one
// deliverer of several wins each attempt) and handed to the mailer. Sent →
// `sent`; no SMTP configured → `kept` (readable in the panel); refused for
// good (5xx) → `failed` with the server's answer; a passing failure (network,
// 4xx) waits and is tried again a few times, then is left `failed`.
import type { Database } from '../../db/database';
import type { MailMessage, MailOutcome } from '../../lib/mailer';
import { claimAttempt, dueMails, recordAttempt } from './outbox.repository';

export type SendMail = (message: MailMessage) => Promise<MailOutcome>;

const MINUTE = 60_000;
/** The waits after the 1st, 2nd and 3rd failed attempt; the 4th failure is final. */
export const RETRY_DELAYS_MS = [MINUTE, 5 * MINUTE, 30 * MINUTE] as const;
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
/** How long a claimed mail is held: a deliverer that died mid-send leaves it to a later run. */
const CLAIM_HOLD_MS = 10 * MINUTE;

const at = (now: Date, ms: number) => new Date(now.getTime() + ms).toISOString();

/** Delivers up to `batch` due mails; returns how many attempts this caller made. */
export async function deliverQueuedMail(
  db: Database,
  send: SendMail,
  now = new Date(),
  batch = 50,
): Promise<number> {
  const iso = now.toISOString();
  let attempted = 0;
  for (const mail of await dueMails(db, iso, batch)) {
    if (!(await claimAttempt(db, mail, iso, at(now, CLAIM_HOLD_MS)))) continue;
    attempted += 1;
    const attempt = mail.attempts + 1;
    const outcome = await send({ to: mail.address, subject: mail.subject, text: mail.body });
    if (outcome.status !== 'failed') {
      await recordAttempt(db, mail.id, { state: outcome.status, error: null, at: iso });
    } else if (outcome.permanent || attempt >= MAX_ATTEMPTS) {
      await recordAttempt(db, mail.id, { state: 'failed', error: outcome.error, at: iso });
    } else {
      await recordAttempt(db, mail.id, {
        state: 'queued',
        error: outcome.error,
        at: iso,
        nextAttemptAt: at(now, RETRY_DELAYS_MS[attempt - 1]!),
      });
    }
  }
  return attempted;
}
