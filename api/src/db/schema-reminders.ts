// Kysely table types of the sent reminders (migration 0023-reminders).
import type { Generated } from 'kysely';
import type { Timestamp } from './schema-core';

export interface SentRemindersTable {
  id: Generated<number>;
  /** The reminder's notification code (REMINDER_KINDS of modules/reminders). */
  kind: string;
  /** The invitation (reviewers' reminders) or the manuscript (revision reminders). */
  target_id: number;
  /** The due date it was about; a new due date re-arms the reminders. */
  due_at: Timestamp;
  /** 1, or the nth overdue notice of that due date. */
  sequence: number;
  recipient_id: number;
  manuscript_id: number;
  sent_at: Timestamp;
}

export interface ReminderTables {
  sent_reminders: SentRemindersTable;
}
