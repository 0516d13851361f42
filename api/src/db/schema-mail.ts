// Kysely table types of the mail outbox, notification preferences and the
// notices still to be mailed (migration 0022-mail-outbox).
import type { ColumnType, Generated } from 'kysely';
import type { Bool, Timestamp } from './schema-core';

export type MailState = 'queued' | 'sent' | 'failed' | 'kept';

export interface MailOutboxTable {
  id: Generated<number>;
  user_id: number | null;
  address: string;
  manuscript_id: number | null;
  /** A MailTemplateKey, one of Colophon's own mails (`digest`, `email_verification`, `password_reset`), or null for the generic notification mail. */
  template_key: string | null;
  notification_id: number | null;
  locale: string;
  subject: string;
  body: string;
  /** The body holds a personal link (sign-in, reset): never shown in the panel. */
  sensitive: Bool;
  state: ColumnType<MailState, MailState | undefined, MailState>;
  /** The SMTP error of the last failed attempt. */
  error: string | null;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: Timestamp;
  created_at: Timestamp;
  sent_at: Timestamp | null;
  updated_at: Timestamp;
}

export interface NotificationPreferencesTable {
  user_id: number;
  /** A NotificationKind of the contracts. */
  kind: string;
  panel: Bool;
  email: 'immediate' | 'digest' | 'off';
  updated_at: Timestamp;
}

export interface MailNoticesTable {
  id: Generated<number>;
  user_id: number;
  notification_id: number | null;
  code: string;
  /** JSON object of strings and numbers (the notification's parameters). */
  params: string;
  link: string | null;
  manuscript_id: number | null;
  /** Mailed on its own by the next job run, or in the next daily digest. */
  mode: 'immediate' | 'digest';
  /** A reminder's key, unique per user (null for every other notice). */
  dedupe_key: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  taken_at: Timestamp | null;
}

export interface MailTables {
  mail_outbox: MailOutboxTable;
  notification_preferences: NotificationPreferencesTable;
  mail_notices: MailNoticesTable;
}
