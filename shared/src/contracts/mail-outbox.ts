// The mail outbox as administrators read it (/outbox) and as a manuscript's
// editors read its mail (the manuscript's Mail tab). A sensitive mail (a link
// that signs someone in or resets a password) never shows its body: `body` is
// null and `sensitive` true.
import { z } from 'zod';
import { makePaginationQuery, paginationMetaSchema, single } from './common';
import { msg } from './messages';

export const MAIL_STATES = ['queued', 'sent', 'failed', 'kept'] as const;
export type MailState = (typeof MAIL_STATES)[number];

export const outboxMailSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int().nullable(),
  /** The recipient's name when the mail went to an account. */
  recipient_name: z.string().nullable(),
  address: z.string(),
  manuscript_id: z.number().int().nullable(),
  /** A MailTemplateKey, one of Colophon's own mails (`digest`, `email_verification`, `password_reset`), or null for the generic notification mail. */
  template_key: z.string().nullable(),
  locale: z.string(),
  subject: z.string(),
  /** Null when the mail is sensitive. */
  body: z.string().nullable(),
  sensitive: z.boolean(),
  state: z.enum(MAIL_STATES),
  /** The SMTP error of the last failed attempt. */
  error: z.string().nullable(),
  attempts: z.number().int(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export type OutboxMail = z.output<typeof outboxMailSchema>;

const field = 'manuscript_id';
/** The manuscript filter: a positive id, or absent. */
const manuscriptFilterSchema = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z.coerce
    .number({ error: msg('field.number', { field }) })
    .int(msg('field.integer', { field }))
    .min(1, msg('field.min', { field, min: 1 }))
    .max(2_147_483_647, msg('field.max', { field, max: 2_147_483_647 }))
    .optional(),
);

/** GET outbox: newest first; `search` matches the recipient (address or name) and the subject. */
export const outboxListQuerySchema = makePaginationQuery(20).extend({
  state: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .enum(MAIL_STATES, {
        error: msg('field.oneOf', { field: 'state', values: MAIL_STATES.join(', ') }),
      })
      .optional(),
  ),
  manuscript_id: manuscriptFilterSchema,
});
export type OutboxListQuery = z.output<typeof outboxListQuerySchema>;

/** GET manuscripts/{id}/mail: one manuscript's mail, newest first. */
export const manuscriptMailQuerySchema = makePaginationQuery(20);

export const outboxListSchema = z.object({
  data: z.array(outboxMailSchema),
  meta: paginationMetaSchema,
});
export type OutboxList = z.output<typeof outboxListSchema>;

export const outboxMailResponseSchema = single(outboxMailSchema);
