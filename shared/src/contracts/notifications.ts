// In-app notifications: stored per user on the server as a message
// code with parameters (rendered by the front end in the reader's language,
// by the API in the recipient's language for e-mail) and a panel link.
import { z } from 'zod';
import { makePaginationQuery, paginationMetaSchema } from './common';
import { msg, PARAMS_SEPARATOR, renderMessage } from './messages';

/** Every notification code; each has a catalog entry `notification.<code>` in en, ur and de. */
export const NOTIFICATION_CODES = [
  // authors
  'sentToReview',
  'revisionRequested',
  'accepted',
  'rejected',
  'published',
  'submissionAcknowledged',
  'revisionReminder',
  'revisionOverdue',
  // reviewers
  'reviewInvitation',
  'reviewReminder',
  'reviewOverdue',
  'reviewOutcome',
  'invitationReminder',
  // anyone in a manuscript's discussion
  'discussionMessage',
  // editors
  'submissionReceived',
  'invitationAccepted',
  'invitationDeclined',
  'reviewSubmitted',
  'revisionUploaded',
  'recommendationRecorded',
  'handlingEditorAssigned',
  'alternateInvited',
  'alternatesExhausted',
  // administrators
  'canaryRolledBack',
] as const;
export type NotificationCode = (typeof NOTIFICATION_CODES)[number];

/** Parameters are strings and numbers only (a title, a letter, a date, a name). */
export const notificationParamsSchema = z.record(z.string(), z.union([z.string(), z.number()]));
export type NotificationParams = z.output<typeof notificationParamsSchema>;

export const notificationSchema = z.object({
  id: z.number().int(),
  /** A NotificationCode; its text is the catalog's `notification.<code>`. */
  code: z.string(),
  params: notificationParamsSchema,
  /** The panel path it opens (/manuscripts/12, /reviews). */
  link: z.string().nullable(),
  manuscript_id: z.number().int().nullable(),
  read_at: z.string().nullable(),
  created_at: z.string(),
});
export type AppNotification = z.output<typeof notificationSchema>;

/** GET notifications: newest first; `unread=1` lists only the unread ones. */
export const notificationListQuerySchema = makePaginationQuery(10).extend({
  unread: z
    .preprocess(
      (v) => (v === '' ? undefined : v),
      z
        .enum(['1', '0', 'true', 'false'], {
          error: msg('field.booleanFilter', { field: 'unread' }),
        })
        .optional(),
    )
    .transform((v) => v === '1' || v === 'true'),
});
export type NotificationListQuery = z.output<typeof notificationListQuerySchema>;

export const notificationListSchema = z.object({
  data: z.array(notificationSchema),
  meta: paginationMetaSchema.extend({ unread: z.number().int() }),
});
export type NotificationList = z.output<typeof notificationListSchema>;

/** GET notifications/summary: the bell's and the Manuscripts badge's figures. */
export const notificationSummarySchema = z.object({
  data: z.object({
    unread: z.number().int(),
    /** Manuscripts awaiting the reader's own action (docs/notifications.md). */
    manuscripts_awaiting_action: z.number().int(),
  }),
});
export type NotificationSummary = z.output<typeof notificationSummarySchema>['data'];

export const notificationReadAllSchema = z.object({
  message: z.string(),
  data: z.object({ updated: z.number().int() }),
});

/** A code parameter (`major_revisions`) in words, from `notification.<kind>.<camelCase>`. */
function inWords(kind: string, value: string, language: string | null | undefined): string {
  const camel = value.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
  const key = `notification.${kind}.${camel}`;
  const words = renderMessage(key, language);
  return words === key ? value : words;
}

/**
 * The text of a notification in a language: its code's catalog entry, with a
 * recommendation or decision parameter shown in words. Used by the bell and the e-mail.
 */
export function renderNotification(
  notification: { code: string; params: NotificationParams },
  language: string | null | undefined,
): string {
  const params = { ...notification.params };
  if (typeof params.recommendation === 'string')
    params.recommendation = inWords('recommendation', params.recommendation, language);
  if (typeof params.decision === 'string')
    params.decision = inWords('decision', params.decision, language);
  // The rollout policy's rule a canary broke (error_rate, inp, lcp).
  if (typeof params.rule === 'string') params.rule = inWords('rule', params.rule, language);
  const encoded = Object.keys(params).length
    ? `notification.${notification.code}${PARAMS_SEPARATOR}${JSON.stringify(params)}`
    : `notification.${notification.code}`;
  return renderMessage(encoded, language);
}
