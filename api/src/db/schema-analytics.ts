// Kysely types of the analytics tables (migration 0030-analytics,
// docs/analytics.md). Facts are recomputed per manuscript from its status
// history and invitations; the monthly histogram is the sum of their
// contributions, kept exact by folding the dirty queue the triggers fill.

/** One row per manuscript: the dates analytics needs, as the history tells them. */
export interface AnalyticsManuscriptsTable {
  manuscript_id: number;
  journal_id: number;
  /** The handling editor, 0 for none (0 is never a user id). */
  editor_id: number;
  submitted_at: string | null;
  first_decision_at: string | null;
  /** 'revision_requested' | 'accepted' | 'rejected'. */
  first_decision_kind: string | null;
  /** 1 when the decision came without the manuscript ever being under review before it. */
  first_decision_desk: number;
  final_decision_at: string | null;
  /** 'accepted' | 'rejected'. */
  final_decision_kind: string | null;
  final_decision_desk: number;
  published_at: string | null;
  /** 1 while the manuscript awaits the editors or its authors (workload). */
  is_open: number;
}

/** One row per review invitation. */
export interface AnalyticsInvitationsTable {
  invitation_id: number;
  manuscript_id: number;
  journal_id: number;
  editor_id: number;
  reviewer_id: number;
  invited_at: string;
  /** 'pending' | 'accepted' | 'declined' | 'cancelled' (cancelled before any answer). */
  outcome: string;
  respond_days: number | null;
  review_submitted_at: string | null;
  review_days: number | null;
  review_late: number;
  /** 1 while accepted and its review is not submitted (workload); due_at says when it is overdue. */
  open_review: number;
  due_at: string;
}

/**
 * The histogram: how many events (`n`) of `metric` fell in `month` with
 * `value` days (0 for counts), per journal and handling editor. journal_id 0
 * = every journal, editor_id 0 = every editor: each event is counted under
 * all four combinations so one range read answers any scope.
 */
export interface AnalyticsMonthlyTable {
  editor_id: number;
  journal_id: number;
  month: string;
  metric: string;
  value: number;
  n: number;
}

/** Manuscripts whose facts must be recomputed (filled by triggers, emptied by folds). */
export interface AnalyticsDirtyTable {
  manuscript_id: number;
}

export interface AnalyticsTables {
  analytics_manuscripts: AnalyticsManuscriptsTable;
  analytics_invitations: AnalyticsInvitationsTable;
  analytics_monthly: AnalyticsMonthlyTable;
  analytics_dirty: AnalyticsDirtyTable;
}
