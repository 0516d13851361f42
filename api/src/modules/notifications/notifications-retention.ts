// How long notifications are kept: the table grows with every event, so the
// daily pruning (notification-job.ts) removes what nobody will look at again.
// Unread ones stay however old (the bell still counts them); read ones go
// after READ_RETENTION_DAYS. Reminders (with a dedupe key) are kept a year:
// their row is what stops the same reminder from being written again.
import type { Database } from '../../db/database';

export const READ_RETENTION_DAYS = 180;
export const REMINDER_RETENTION_DAYS = 365;
const DAY_MS = 24 * 60 * 60 * 1000;

const daysBefore = (now: Date, days: number) =>
  new Date(now.getTime() - days * DAY_MS).toISOString();

/** Deletes read notifications past their retention; returns how many. */
export async function pruneNotifications(db: Database, now: Date): Promise<number> {
  const result = await db
    .deleteFrom('notifications')
    .where('read_at', 'is not', null)
    .where((eb) =>
      eb.or([
        eb.and([
          eb('dedupe_key', 'is', null),
          eb('created_at', '<', daysBefore(now, READ_RETENTION_DAYS)),
        ]),
        eb('created_at', '<', daysBefore(now, REMINDER_RETENTION_DAYS)),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
