// Alternate reviewers: the editor names up to five with an invitation, in
// order; when that invitation is declined or not answered within the
// journal's response period, the next one is invited automatically. The
// round shows its editors who waits, who was invited as an alternate and who
// was passed over (and why).
import { z } from 'zod';
import { msg } from './messages';

export const ALTERNATES_MAX = 5;

/** Days a reviewer has to answer an invitation before the next alternate is invited (journal setting). */
export const INVITATION_RESPONSE_BOUNDS = { min: 1, max: 60 } as const;
export const INVITATION_RESPONSE_DEFAULT = 7;

export const ALTERNATE_STATUSES = ['waiting', 'invited', 'skipped'] as const;
export type AlternateStatus = (typeof ALTERNATE_STATUSES)[number];

/** What called an alternate in: the invitation before was declined, or not answered in time. */
export const ALTERNATE_CAUSES = ['declined', 'overdue'] as const;
export type AlternateCause = (typeof ALTERNATE_CAUSES)[number];

/** Why an alternate was passed over when their turn came. */
export const ALTERNATE_SKIP_REASONS = [
  'author',
  'alreadyInvited',
  'declined',
  'notReviewer',
] as const;
export type AlternateSkipReason = (typeof ALTERNATE_SKIP_REASONS)[number];

export const ALTERNATE_MESSAGES = {
  tooMany: msg('alternate.tooMany', { max: ALTERNATES_MAX }),
  duplicate: msg('alternate.duplicate'),
  notAReviewer: (position: number) => msg('alternate.notAReviewer', { position }),
  isAuthor: (position: number) => msg('alternate.isAuthor', { position }),
  alreadyInvited: (position: number) => msg('alternate.alreadyInvited', { position }),
  responseDays: msg('correspondence.dayRange', INVITATION_RESPONSE_BOUNDS),
} as const;

/** A journal's invitation response period in days (GET/PUT journals/{id}/correspondence). */
export const invitationResponseDaysSchema = z
  .number({ error: ALTERNATE_MESSAGES.responseDays })
  .int(ALTERNATE_MESSAGES.responseDays)
  .min(INVITATION_RESPONSE_BOUNDS.min, ALTERNATE_MESSAGES.responseDays)
  .max(INVITATION_RESPONSE_BOUNDS.max, ALTERNATE_MESSAGES.responseDays);

/** One alternate of a round, as its editors see it (GET manuscripts/{id}/review-rounds). */
export const roundAlternateSchema = z.object({
  id: z.number().int(),
  reviewer: z.object({ id: z.number().int(), name: z.string() }),
  /** 1-based order behind the invitation. */
  position: z.number().int(),
  status: z.enum(ALTERNATE_STATUSES),
  /** The invitation they stand behind. */
  for_invitation_id: z.number().int(),
  /** Their own invitation, once invited as an alternate. */
  invitation_id: z.number().int().nullable(),
  /** The declined or unanswered invitation whose place they took. */
  replaces_invitation_id: z.number().int().nullable(),
  called_because: z.enum(ALTERNATE_CAUSES).nullable(),
  skipped_because: z.enum(ALTERNATE_SKIP_REASONS).nullable(),
  /** When they were named, invited or passed over (the latest). */
  updated_at: z.string(),
});
export type RoundAlternate = z.infer<typeof roundAlternateSchema>;
