// Kysely table types of the notification tables (migration 0008-notifications).
// `users.locale` is in ./schema-core.
import type { Generated } from 'kysely';
import type { Timestamp } from './schema-core';

export interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  /** A NotificationCode of the contracts. */
  code: string;
  /** JSON object of strings and numbers. */
  params: string;
  link: string | null;
  manuscript_id: number | null;
  /** Set for notifications that must exist once (reminders); unique per user. */
  dedupe_key: string | null;
  read_at: Timestamp | null;
  mailed_at: Timestamp | null;
  created_at: Timestamp;
}

export interface JobRunsTable {
  name: string;
  next_run_at: Timestamp;
  claimed_by: string | null;
  last_run_at: Timestamp | null;
}

export interface NotificationTables {
  notifications: NotificationsTable;
  job_runs: JobRunsTable;
}
