// Notification preferences: per kind of event (a few groups of notification
// codes a user understands), whether it shows in the panel's bell and whether
// it is mailed — immediately, in one daily digest, or not at all. The same
// schema validates the settings form and the API's PUT.
import { z } from 'zod';
import { msg } from './messages';
import type { NotificationCode } from './notifications';

export const NOTIFICATION_KINDS = [
  'myManuscripts',
  'reviewRequests',
  'reviewProgress',
  'editorialWork',
  'discussions',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The kind of each notification code (a new code must be given one). */
export const NOTIFICATION_KIND_OF: Record<NotificationCode, NotificationKind> = {
  // An author's own manuscripts: receipt, decisions, publication, revision reminders.
  submissionAcknowledged: 'myManuscripts',
  sentToReview: 'myManuscripts',
  revisionRequested: 'myManuscripts',
  accepted: 'myManuscripts',
  rejected: 'myManuscripts',
  published: 'myManuscripts',
  revisionReminder: 'myManuscripts',
  revisionOverdue: 'myManuscripts',
  // A reviewer's invitations, the reminders about them and the thanks.
  reviewInvitation: 'reviewRequests',
  invitationReminder: 'reviewRequests',
  reviewReminder: 'reviewRequests',
  reviewOverdue: 'reviewRequests',
  reviewOutcome: 'reviewRequests',
  // An editor following the review: answers, reviews, recommendations.
  invitationAccepted: 'reviewProgress',
  invitationDeclined: 'reviewProgress',
  reviewSubmitted: 'reviewProgress',
  recommendationRecorded: 'reviewProgress',
  alternateInvited: 'reviewProgress',
  alternatesExhausted: 'reviewProgress',
  // An editor's desk: new submissions, assignments, revised versions.
  submissionReceived: 'editorialWork',
  handlingEditorAssigned: 'editorialWork',
  revisionUploaded: 'editorialWork',
  discussionMessage: 'discussions',
  // An administrator's: a canary the rollout watcher rolled back.
  canaryRolledBack: 'editorialWork',
};

/** The kind of a stored code; an unknown one counts as news about the user's manuscripts. */
export const notificationKindOf = (code: string): NotificationKind =>
  (NOTIFICATION_KIND_OF as Record<string, NotificationKind>)[code] ?? 'myManuscripts';

export const EMAIL_DELIVERIES = ['immediate', 'digest', 'off'] as const;
export type EmailDelivery = (typeof EMAIL_DELIVERIES)[number];

const kindPreferenceSchema = z.object({
  panel: z.boolean({ error: msg('mail.panelInvalid') }),
  email: z.enum(EMAIL_DELIVERIES, { error: msg('mail.deliveryInvalid') }),
});
export type KindPreference = z.output<typeof kindPreferenceSchema>;

/** Every kind's choice (the form always sends them all). */
export const notificationPreferencesSchema = z.object(
  Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, kindPreferenceSchema])) as Record<
    NotificationKind,
    typeof kindPreferenceSchema
  >,
);
export type NotificationPreferences = z.output<typeof notificationPreferencesSchema>;

/** What a user gets before choosing: everything in the panel and mailed at once. */
export const DEFAULT_KIND_PREFERENCE: KindPreference = { panel: true, email: 'immediate' };

export const notificationPreferencesResponseSchema = z.object({
  data: notificationPreferencesSchema,
});
