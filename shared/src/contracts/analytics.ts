// Editorial analytics (GET analytics/*; docs/analytics.md): a journal's
// figures over a run of whole months, computed by the database from the
// status history and the review invitations. The mf-analytics section shows
// them; the API answers them for the journals the reader edits.
import { z } from 'zod';
import { idSchema } from './common';
import { msg } from './messages';

/** A calendar month, UTC: "2026-03". */
export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
/** The longest run of months one request may ask for. */
export const ANALYTICS_MAX_MONTHS = 60;

const blankAsMissing = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

const monthSchema = (code: 'analytics.from' | 'analytics.to') =>
  z.string({ error: msg(code) }).regex(MONTH_PATTERN, msg(code));

/** Months between two "YYYY-MM" values, both included (negative when `to` is before `from`). */
export function monthsBetween(from: string, to: string): number {
  const [fy, fm] = from.split('-').map(Number) as [number, number];
  const [ty, tm] = to.split('-').map(Number) as [number, number];
  return (ty - fy) * 12 + (tm - fm) + 1;
}

/**
 * The figures' scope. `from`/`to` are whole months, both included (the
 * screen's month, quarter, year and custom choices all become this); left out,
 * the last 12 months up to the current one. `journal_id` left out: every
 * journal the reader edits. `editor_id`: one handling editor's manuscripts
 * (an associate editor always gets their own).
 */
export const analyticsQuerySchema = z
  .object({
    journal_id: blankAsMissing(idSchema),
    editor_id: blankAsMissing(idSchema),
    from: blankAsMissing(monthSchema('analytics.from')),
    to: blankAsMissing(monthSchema('analytics.to')),
  })
  .superRefine((q, ctx) => {
    if (!q.from || !q.to) return;
    const months = monthsBetween(q.from, q.to);
    if (months < 1)
      ctx.addIssue({ code: 'custom', path: ['to'], message: msg('analytics.toBeforeFrom') });
    else if (months > ANALYTICS_MAX_MONTHS)
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: msg('analytics.tooManyMonths', { max: ANALYTICS_MAX_MONTHS }),
      });
  });
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

/** GET analytics/review-report: the yearly review report (CSV). */
export const reviewReportQuerySchema = z.object({
  journal_id: blankAsMissing(idSchema),
  year: z.coerce
    .number({ error: msg('analytics.year') })
    .int(msg('analytics.year'))
    .min(2000, msg('analytics.year'))
    .max(2100, msg('analytics.year')),
});
export type ReviewReportQuery = z.infer<typeof reviewReportQuerySchema>;

/** Median and 80th percentile of a number of days (null when count is 0). */
export const durationStatSchema = z.object({
  count: z.number().int(),
  median: z.number().nullable(),
  p80: z.number().nullable(),
});
export type DurationStat = z.infer<typeof durationStatSchema>;

/** A time figure with and without desk decisions (decisions taken without peer review). */
export const deskSplitSchema = z.object({
  all: durationStatSchema,
  without_desk: durationStatSchema,
});

const share = z.number().nullable(); // 0–1; null when there is nothing to divide by

export const analyticsMonthSchema = z.object({
  month: z.string(),
  received: z.number().int(),
  decided: z.number().int(),
  published: z.number().int(),
});
export type AnalyticsMonth = z.infer<typeof analyticsMonthSchema>;

/** GET analytics/figures */
export const analyticsFiguresSchema = z.object({
  scope: z.object({
    journal_ids: z.array(z.number().int()),
    editor_id: z.number().int().nullable(),
    from: z.string(),
    to: z.string(),
  }),
  /** Days from submission to the first decision (revisions, accept, reject) / to accept or reject, by the decision's month. */
  first_decision_days: deskSplitSchema,
  final_decision_days: deskSplitSchema,
  /** Days from submission to publication, by the month of publication. */
  publication_days: durationStatSchema,
  decisions: z.object({
    /** Final decisions (accept or reject) taken in the period. */
    decided: z.number().int(),
    accepted: z.number().int(),
    rejected: z.number().int(),
    /** Rejected without peer review. */
    desk_rejected: z.number().int(),
    acceptance_rate: share,
    desk_rejection_rate: share,
  }),
  /** One row per month of the period, in order, months without events included. */
  monthly: z.array(analyticsMonthSchema),
  /** Invitations sent in the period, by what became of them. */
  invitations: z.object({
    sent: z.number().int(),
    accepted: z.number().int(),
    declined: z.number().int(),
    /** No answer within the journal's response period (or cancelled unanswered). */
    expired: z.number().int(),
    /** Still waiting for an answer, within the response period. */
    pending: z.number().int(),
    accepted_share: share,
    declined_share: share,
    expired_share: share,
    /** Days from invitation to the reviewer's answer. */
    respond_days: durationStatSchema,
    /** Days from the reviewer's acceptance to the submitted review (reviews submitted in the period). */
    review_days: durationStatSchema,
    /** Reviews submitted in the period, and those of them submitted after their due date. */
    reviews_submitted: z.number().int(),
    reviews_late: z.number().int(),
    overdue_share: share,
  }),
});
export type AnalyticsFigures = z.infer<typeof analyticsFiguresSchema>;

/** GET analytics/workload: open work now, per handling editor and per reviewer. */
export const analyticsWorkloadSchema = z.object({
  editors: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      open_manuscripts: z.number().int(),
      /** Accepted, unsubmitted reviews on the editor's manuscripts. */
      open_reviews: z.number().int(),
    }),
  ),
  reviewers: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      open_reviews: z.number().int(),
      /** Of those, past their due date. */
      overdue_reviews: z.number().int(),
    }),
  ),
});
export type AnalyticsWorkload = z.infer<typeof analyticsWorkloadSchema>;

/** GET analytics/scope: what the reader may choose from. */
export const analyticsScopeSchema = z.object({
  journals: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** Handling editors of those journals; only the reader when they are an associate editor. */
  editors: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** False for associate editors: their figures are always their own. */
  can_choose_editor: z.boolean(),
  /** The first month with any data (the custom period's lower bound), or null. */
  first_month: z.string().nullable(),
});
export type AnalyticsScope = z.infer<typeof analyticsScopeSchema>;

/** The yearly review report's columns, in order (the Plan S set). */
export const REVIEW_REPORT_COLUMNS = [
  'journal',
  'year',
  'submissions_received',
  'reviews_requested',
  'reviews_received',
  'acceptance_rate',
  'median_days_to_first_decision',
  'median_days_submission_to_publication',
  'mean_days_submission_to_publication',
] as const;
