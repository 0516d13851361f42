// Peer review: review rounds, reviewer invitations, reviewer
// candidates and the review with its recommendation and confidential comments.
// Decisions, recommendations by editors and the queue: ./editorial-decisions.
import { z } from 'zod';
import { makePaginationQuery, paginationMetaSchema } from './common';
import { reviewCreateSchema } from './manuscript';
import { reviewSchema } from './manuscript-entity';
import { reviewRatingSchema } from './review-ratings';
import { msg } from './messages';
import { reviewAnswerSchema, reviewAnswersInputSchema } from './review-forms';
import { ALTERNATE_MESSAGES, ALTERNATES_MAX, roundAlternateSchema } from './review-alternates';
import {
  candidateConflictSchema,
  candidateReasonSchema,
  conflictOverrideSchema,
  trackRecordSchema,
} from './reviewer-choice';

export const REVIEW_RECOMMENDATIONS = [
  'accept',
  'minor_revisions',
  'major_revisions',
  'reject',
] as const;
export type ReviewRecommendation = (typeof REVIEW_RECOMMENDATIONS)[number];

export const INVITATION_STATUSES = [
  'invited',
  'accepted',
  'declined',
  'cancelled',
  'completed',
] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** Invitations the reviewer may still act on (and that count as "already invited"). */
export const LIVE_INVITATION_STATUSES: readonly InvitationStatus[] = [
  'invited',
  'accepted',
  'completed',
];

/** GET reviews/assignments?status=: an invitation status, or `overdue` (computed). */
export const ASSIGNMENT_STATUS_FILTERS = [...INVITATION_STATUSES, 'overdue'] as const;
export type AssignmentStatusFilter = (typeof ASSIGNMENT_STATUS_FILTERS)[number];

export const DEFAULT_REVIEW_DAYS = 21;
export const DECLINE_REASON_MAX = 2_000;
export const CONFIDENTIAL_COMMENTS_MAX = 20_000;

export const REVIEW_MESSAGES = {
  reviewerRequired: msg('review.reviewerRequired'),
  notAReviewer: msg('review.notAReviewer'),
  reviewerIsAuthor: msg('review.reviewerIsAuthor'),
  alreadyInvited: msg('review.alreadyInvited'),
  noOpenRound: msg('review.noOpenRound'),
  dueDateInvalid: msg('review.dueDateInvalid'),
  dueDatePast: msg('review.dueDatePast'),
  reasonTooLong: msg('review.reasonTooLong', { max: DECLINE_REASON_MAX }),
  invitationNotPending: msg('review.invitationNotPending'),
  invitationNotCancellable: msg('review.invitationNotCancellable'),
  recommendationRequired: msg('review.recommendationRequired'),
  recommendationInvalid: msg('review.recommendationInvalid', {
    values: REVIEW_RECOMMENDATIONS.join(', '),
  }),
  confidentialTooLong: msg('review.confidentialTooLong', { max: CONFIDENTIAL_COMMENTS_MAX }),
  alreadyReviewed: msg('review.alreadyReviewed'),
  invitationNotAccepted: msg('review.invitationNotAccepted'),
  statusFilterInvalid: msg('review.statusFilterInvalid', {
    values: ASSIGNMENT_STATUS_FILTERS.join(', '),
  }),
  reviewerFilterInvalid: msg('review.reviewerFilterInvalid'),
} as const;
const R = REVIEW_MESSAGES;

const userId = (message: string) =>
  z.number({ error: message }).int(message).positive(message).max(2_147_483_647, message);

const optionalLongText = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, message)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

// ── Requests ────────────────────────────────────────────────────────────────

/** POST manuscripts/{id}/invitations (editors). `due_date` defaults to today + 21 days. */
export const invitationCreateSchema = z.object({
  reviewer_id: userId(R.reviewerRequired),
  due_date: z
    .string({ error: R.dueDateInvalid })
    .regex(/^\d{4}-\d{2}-\d{2}$/, R.dueDateInvalid)
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), R.dueDateInvalid)
    // Not before today (UTC): a due date in the past is a typo.
    .refine((v) => v >= new Date().toISOString().slice(0, 10), R.dueDatePast)
    .optional(),
  /**
   * Why the editor invites despite a conflict of interest (the reviewer's or an
   * alternate's): required when there is one, logged with the invitation.
   */
  conflict_override_reason: optionalLongText(DECLINE_REASON_MAX, R.reasonTooLong),
  /** Reviewers invited in this order, one at a time, if this one declines or does not answer. */
  alternates: z
    .array(userId(R.reviewerRequired))
    .max(ALTERNATES_MAX, ALTERNATE_MESSAGES.tooMany)
    .optional(),
});
export type InvitationCreateInput = z.output<typeof invitationCreateSchema>;

/** POST invitations/{id}/decline (the invited reviewer). */
export const invitationDeclineSchema = z.object({
  reason: optionalLongText(DECLINE_REASON_MAX, R.reasonTooLong),
});
export type InvitationDeclineInput = z.output<typeof invitationDeclineSchema>;

/**
 * The extra fields of POST manuscripts/{id}/reviews (beside rating, title,
 * content = comments to the author). `recommendation` is required from a
 * reviewer answering an accepted invitation (checked by the API).
 */
export const peerReviewFieldsSchema = z.object({
  recommendation: z.enum(REVIEW_RECOMMENDATIONS, { error: R.recommendationInvalid }).optional(),
  /** To the editor only: never returned to authors or other reviewers. */
  confidential_comments: optionalLongText(CONFIDENTIAL_COMMENTS_MAX, R.confidentialTooLong),
  /** Answers to the journal's review form, by question id (checked against the form: review-forms.ts). */
  answers: reviewAnswersInputSchema.optional(),
  /** The form's version the answers were written for: another version answers 422 at `answers`. */
  review_form_version: z.number().int().nonnegative().optional(),
});
export type PeerReviewFieldsInput = z.output<typeof peerReviewFieldsSchema>;

/** POST manuscripts/{id}/reviews: the spec's fields plus the peer-review ones. */
export const peerReviewCreateSchema = reviewCreateSchema.extend(peerReviewFieldsSchema.shape);
export type PeerReviewCreateInput = z.output<typeof peerReviewCreateSchema>;

/** GET manuscripts/{id}/reviewer-candidates. */
export const reviewerCandidatesQuerySchema = z.object({
  search: z
    .string()
    .trim()
    .max(200, msg('field.maxLength', { field: 'search', max: 200 }))
    .optional(),
});
export type ReviewerCandidatesQuery = z.output<typeof reviewerCandidatesQuerySchema>;

/** GET reviews/assignments. */
export const reviewAssignmentsQuerySchema = makePaginationQuery(15).extend({
  status: z.enum(ASSIGNMENT_STATUS_FILTERS, { error: R.statusFilterInvalid }).optional(),
  /** Editors only (ignored for a reviewer, who sees their own). */
  reviewer_id: z.coerce
    .number({ error: R.reviewerFilterInvalid })
    .pipe(userId(R.reviewerFilterInvalid))
    .optional(),
});
export type ReviewAssignmentsQuery = z.output<typeof reviewAssignmentsQuerySchema>;

// ── Responses ───────────────────────────────────────────────────────────────

const userRef = z.object({ id: z.number().int(), name: z.string() });

/** The reminders sent about one thing (an invitation, a revision): how many, the last when. */
export const reminderSummarySchema = z.object({
  count: z.number().int(),
  last_sent_at: z.string().nullable(),
});
export type ReminderSummary = z.infer<typeof reminderSummarySchema>;

/** One invitation, as the reader may see it. */
export const reviewInvitationSchema = z.object({
  id: z.number().int(),
  manuscript_id: z.number().int(),
  round_id: z.number().int(),
  /** The round number (1-based). */
  round: z.number().int(),
  /** null when the reader may not know the reviewer (blind review). */
  reviewer: userRef.nullable(),
  status: z.enum(INVITATION_STATUSES),
  due_at: z.string(),
  /** invited or accepted, and the due date has passed. */
  overdue: z.boolean(),
  responded_at: z.string().nullable(),
  /** Editors and the reviewer themselves only. */
  decline_reason: z.string().nullable(),
  created_at: z.string(),
  /** The reminders the reviewer was sent about it (answer, due, overdue): editors only. */
  reminders: reminderSummarySchema.optional(),
  /** Why the editor invited despite conflicts of interest, and which (null: none): editors only. */
  conflict_override: conflictOverrideSchema.nullable().optional(),
});
export type ReviewInvitation = z.infer<typeof reviewInvitationSchema>;

export const reviewFileSchema = z.object({
  file_name: z.string(),
  mime_type: z.string(),
  file_size: z.number().int(),
  download_url: z.string(),
});

/** A review with the peer-review fields (the spec's fields stay as they were). */
export const peerReviewSchema = reviewSchema.extend({
  round_id: z.number().int().nullable(),
  invitation_id: z.number().int().nullable(),
  /** Hidden (null) from authors. */
  recommendation: z.enum(REVIEW_RECOMMENDATIONS).nullable(),
  /** Editors and the reviewer who wrote it only; null for everyone else. */
  confidential_comments: z.string().nullable(),
  submitted_at: z.string().nullable(),
  file: reviewFileSchema.nullable(),
  /** When a decision sent it to the author (null: with the editors only). */
  released_at: z.string().nullable(),
  /** Editors: the text the author received when it was edited on release (null: as written). */
  author_content: z.string().nullable(),
  /** The editors' rating of the review (1–5): editors only, null for everyone else or when unrated. */
  editor_rating: reviewRatingSchema.nullable().optional(),
  /** The review form's answers the reader may see (the visibility policy decides; absent: no form). */
  answers: z.array(reviewAnswerSchema).optional(),
});
export type PeerReview = z.infer<typeof peerReviewSchema>;

/** One round with what the reader may see of it. */
export const reviewRoundSchema = z.object({
  id: z.number().int(),
  round: z.number().int(),
  status: z.enum(['open', 'closed']),
  created_at: z.string(),
  closed_at: z.string().nullable(),
  invitations: z.array(reviewInvitationSchema),
  reviews: z.array(peerReviewSchema),
  /** Editors only (the visibility policy): the alternates named in the round, waiting, invited or passed over. */
  alternates: z.array(roundAlternateSchema).optional(),
});
export type ReviewRound = z.infer<typeof reviewRoundSchema>;

/** GET manuscripts/{id}/review-rounds (oldest first). */
export const reviewRoundsResponseSchema = z.object({
  data: z.array(reviewRoundSchema),
  meta: z.object({
    /** Editors: whether POST …/invitations is possible now (an open round). */
    can_invite: z.boolean(),
    /** Whether the reader may rate the reviews (PUT reviews/{id}/rating): the editors handling it. */
    can_rate: z.boolean().optional(),
    /** Editors, while a revision is due: its due date and the reminders sent to the authors. */
    revision: z.object({ due_at: z.string(), reminders: reminderSummarySchema }).optional(),
  }),
});
export type ReviewRoundsResponse = z.infer<typeof reviewRoundsResponseSchema>;

export const reviewerCandidateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  institution: z.string().nullable(),
  research_areas: z.array(z.string()),
  /** Invitations invited or accepted, in any manuscript. */
  open_reviews: z.number().int(),
  /** Median days from invitation to submitted review (null: none yet). */
  median_turnaround_days: z.number().nullable(),
  /** Full-text relevance to the manuscript (suggested list; 0 in the search list). */
  score: z.number(),
  /** How well the candidate fits the manuscript, 0–100 (0: nothing matched). */
  fit: z.number().int(),
  /** Why they are suggested: the matched terms per part of their profile (empty: no match). */
  reasons: z.array(candidateReasonSchema),
  /** Conflicts of interest with this manuscript (empty: none found). */
  conflicts: z.array(candidateConflictSchema),
  track_record: trackRecordSchema,
  /** open_reviews has reached the journal's maximum of open reviews per reviewer. */
  over_limit: z.boolean(),
  /** The authors suggested this reviewer (with their reason), else null. */
  author_suggested: z.object({ reason: z.string().nullable() }).nullable(),
  /** Reviewed this manuscript in an earlier round. */
  previous_round: z.boolean(),
});
export type ReviewerCandidate = z.infer<typeof reviewerCandidateSchema>;

/**
 * GET manuscripts/{id}/reviewer-candidates: `data` matches `search` (name,
 * institution, research areas; up to 20); `suggested` ranks every eligible
 * reviewer by how their research areas, publication titles and the keywords
 * of manuscripts they reviewed match the manuscript's keywords, title and
 * abstract (up to 10, best first; how: docs/reviewer-choice.md).
 */
export const reviewerCandidatesResponseSchema = z.object({
  data: z.array(reviewerCandidateSchema),
  suggested: z.array(reviewerCandidateSchema),
  /** Who reviewed the previous round (offered first for the next round, in one click). */
  previous_round: z.array(reviewerCandidateSchema),
  /** The journal's maximum of open reviews per reviewer (null: no limit). */
  max_open_reviews: z.number().int().nullable(),
});
export type ReviewerCandidatesResponse = z.infer<typeof reviewerCandidatesResponseSchema>;

/** One row of GET reviews/assignments. */
export const reviewAssignmentSchema = z.object({
  id: z.number().int(),
  manuscript: z.object({ id: z.number().int(), title: z.string(), status: z.string() }),
  round: z.number().int(),
  reviewer: userRef.nullable(),
  status: z.enum(INVITATION_STATUSES),
  due_at: z.string(),
  overdue: z.boolean(),
  responded_at: z.string().nullable(),
  created_at: z.string(),
  /** The submitted review (completed invitations). */
  review_id: z.number().int().nullable(),
});
export type ReviewAssignment = z.infer<typeof reviewAssignmentSchema>;

export const reviewAssignmentsResponseSchema = z.object({
  data: z.array(reviewAssignmentSchema),
  meta: paginationMetaSchema,
});
export type ReviewAssignmentsResponse = z.infer<typeof reviewAssignmentsResponseSchema>;
