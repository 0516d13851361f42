// One reminder, exactly once: its record (UNIQUE key) and its notification are
// written in one transaction, the notification only when the record was new.
// Of two API processes sending the same reminder at once, PostgreSQL makes the
// second insert wait for the first transaction, then write nothing.
import type { NotificationParams } from '@colophon/shared/contracts';
import type { Database } from '../../db/database';
import { notifyUsers } from '../notifications';
import { recordReminder, type SentReminder } from './reminders.repository';

/** Rolls back a reminder whose recipient could not be told (their account went meanwhile). */
class NobodyTold extends Error {}

/** Writes the reminder's record and its notification together; false when it was sent already. */
export async function sendOnce(
  db: Database,
  reminder: SentReminder,
  notice: { params: NotificationParams; link: string },
): Promise<boolean> {
  try {
    return await db.transaction().execute(async (trx) => {
      if (!(await recordReminder(trx, reminder))) return false;
      const written = await notifyUsers(trx, [reminder.recipient_id], {
        code: reminder.kind,
        params: notice.params,
        link: notice.link,
        manuscriptId: reminder.manuscript_id,
      });
      if (written === 0) throw new NobodyTold();
      return true;
    });
  } catch (error) {
    if (error instanceof NobodyTold) return false;
    throw error;
  }
}
