// A journal's correspondence settings: the revision period a decision
// proposes and the schedule of the reminders the job sends (reviewers who
// have not answered an invitation, reviews coming due or overdue, revisions
// coming due). GET/PUT journals/{id}/correspondence; the Reminders tab's form
// checks the same schema.
import { z } from 'zod';
import { msg } from './messages';
import { maxOpenReviewsSchema } from './review-ratings';
import { invitationResponseDaysSchema } from './review-alternates';

/** Each setting's bounds, in days (review_overdue_max: a number of notices). */
export const CORRESPONDENCE_BOUNDS = {
  revision_due_days: { min: 1, max: 365 },
  invitation_reminder_days: { min: 1, max: 90 },
  review_reminder_before_days: { min: 1, max: 90 },
  review_overdue_every_days: { min: 1, max: 90 },
  review_overdue_max: { min: 0, max: 10 },
  revision_reminder_before_days: { min: 1, max: 90 },
} as const;
export type CorrespondenceField = keyof typeof CORRESPONDENCE_BOUNDS;
export const CORRESPONDENCE_FIELDS = Object.keys(CORRESPONDENCE_BOUNDS) as CorrespondenceField[];

/** The defaults of a new journal (migration 0020): what OJS ships, a week before and weekly after. */
export const CORRESPONDENCE_DEFAULTS: Record<CorrespondenceField, number> = {
  revision_due_days: 30,
  invitation_reminder_days: 5,
  review_reminder_before_days: 7,
  review_overdue_every_days: 7,
  review_overdue_max: 3,
  revision_reminder_before_days: 7,
};

/** A whole number within the field's bounds; any other value is refused at the field. */
function setting(field: CorrespondenceField) {
  const { min, max } = CORRESPONDENCE_BOUNDS[field];
  const message =
    field === 'review_overdue_max'
      ? msg('correspondence.countRange', { min, max })
      : msg('correspondence.dayRange', { min, max });
  return z.number({ error: message }).int(message).min(min, message).max(max, message);
}

/** PUT journals/{id}/correspondence: all six settings at once. */
export const journalCorrespondenceSchema = z.object({
  revision_due_days: setting('revision_due_days'),
  invitation_reminder_days: setting('invitation_reminder_days'),
  review_reminder_before_days: setting('review_reminder_before_days'),
  review_overdue_every_days: setting('review_overdue_every_days'),
  review_overdue_max: setting('review_overdue_max'),
  revision_reminder_before_days: setting('revision_reminder_before_days'),
  /**
   * The most open reviews a reviewer should carry for this journal (null: no
   * limit); the reviewer finder flags candidates at it. Optional on PUT: left
   * out, it stays as it is.
   */
  max_open_reviews: maxOpenReviewsSchema.optional(),
  /**
   * Days a reviewer has to answer an invitation before the next alternate is
   * invited in their place (only invitations with alternates). Optional on
   * PUT: left out, it stays as it is.
   */
  invitation_response_days: invitationResponseDaysSchema.optional(),
});
export type JournalCorrespondence = z.output<typeof journalCorrespondenceSchema>;

/** GET journals/{id}/correspondence: the settings and whether the reader may change them. */
export const journalCorrespondenceResponseSchema = z.object({
  data: journalCorrespondenceSchema,
  meta: z.object({ can_edit: z.boolean() }),
});
export type JournalCorrespondenceResponse = z.output<typeof journalCorrespondenceResponseSchema>;
