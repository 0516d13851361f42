// Kysely table types of the letter templates' overrides (migration 0021-mail-templates).
import type { Generated } from 'kysely';
import type { Timestamp } from './schema-core';

/**
 * One edited text of a template in one language: a journal's own
 * (`journal_id` set) or the platform's default (`journal_id` null). A
 * template without a row uses the next level, down to the built-in text.
 */
export interface MailTemplatesTable {
  id: Generated<number>;
  /** A MailTemplateKey. */
  key: string;
  /** en, ur or de. */
  locale: string;
  journal_id: number | null;
  subject: string;
  body: string;
  /** Who saved it last (null once their account is gone). */
  updated_by: number | null;
  updated_at: Timestamp;
}

export interface TemplateTables {
  mail_templates: MailTemplatesTable;
}
