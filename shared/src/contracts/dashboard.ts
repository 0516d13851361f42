// GET dashboard: the landing page of the signed-in user, made of the parts
// their roles allow (dashboardViews in ./permissions): platform figures for
// administrators, the editorial desk for editors, open invitations and reviews
// due for reviewers, their own submissions for authors. A part the user does
// not get is null.
import { z } from 'zod';
import { EDITORIAL_QUEUE_STAGES } from './editorial-queue';
import { DASHBOARD_VIEWS } from './permissions';

export const activityItemSchema = z.object({
  id: z.number().int(),
  /** The audited entity: user, journal, manuscript, category, … */
  type: z.string(),
  /** What happened: created, updated, deleted, restored, status_changed, … */
  action: z.string(),
  /** A message code with parameters (`activity.manuscript.created.title`), rendered by the front end. */
  title: z.string(),
  /** A message code with parameters (actor, subject, status), rendered by the front end. */
  description: z.string(),
  date: z.string(),
  status: z.string().nullable(),
  actor: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** The panel path of the record (`/manuscripts/12`), null when there is none to open. */
  link: z.string().nullable(),
});
export type ActivityItem = z.infer<typeof activityItemSchema>;

/** Administrators: the platform's figures. */
export const platformDashboardSchema = z.object({
  total_manuscripts: z.number().int(),
  active_journals: z.number().int(),
  pending_reviews: z.number().int(),
  published_this_month: z.number().int(),
  total_users: z.number().int(),
  /** Count per manuscript status (every known status is present, 0 when none). */
  manuscripts_by_status: z.record(z.string(), z.number().int()),
});

/** Editors: the editorial queue as GET editorial-queue counts it for them. */
export const editorialDashboardSchema = z.object({
  /** Manuscripts per queue stage. */
  stage_counts: z.record(z.enum(EDITORIAL_QUEUE_STAGES), z.number().int()),
  /** The queue's overdue filter: a review past its due date, or a stage waiting too long. */
  overdue: z.number().int(),
  /** Reviews complete: the editor-in-chief's decision is due. */
  decisions_due: z.number().int(),
  /** Manuscripts whose handling editor is the user. */
  assigned_to_me: z.number().int(),
});

export const dashboardAssignmentSchema = z.object({
  id: z.number().int(),
  manuscript: z.object({ id: z.number().int(), title: z.string() }),
  status: z.string(),
  due_at: z.string(),
  overdue: z.boolean(),
});
export type DashboardAssignment = z.infer<typeof dashboardAssignmentSchema>;

/** Reviewers: their own invitations. */
export const reviewsDashboardSchema = z.object({
  /** Invited, not answered yet. */
  open_invitations: z.number().int(),
  /** Accepted, the review not submitted yet. */
  reviews_due: z.number().int(),
  /** Invited or accepted, past the due date. */
  overdue: z.number().int(),
  /** The next reviews due (accepted), soonest first. */
  next_due: z.array(dashboardAssignmentSchema),
});

export const dashboardSubmissionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  status: z.string(),
  updated_at: z.string(),
});
export type DashboardSubmission = z.infer<typeof dashboardSubmissionSchema>;

/** Authors: the manuscripts they submitted or co-author. */
export const submissionsDashboardSchema = z.object({
  total: z.number().int(),
  /** Count per manuscript status (every known status is present, 0 when none). */
  by_status: z.record(z.string(), z.number().int()),
  /** Revisions requested: the author's move. */
  action_required: z.array(dashboardSubmissionSchema),
});

export const dashboardSchema = z.object({
  /** The parts this user gets, in page order. */
  views: z.array(z.enum(DASHBOARD_VIEWS)),
  platform: platformDashboardSchema.nullable(),
  editorial: editorialDashboardSchema.nullable(),
  reviews: reviewsDashboardSchema.nullable(),
  submissions: submissionsDashboardSchema.nullable(),
  /** What the user may see of the audit log, newest first. */
  recent_activity: z.array(activityItemSchema),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
export type PlatformDashboard = z.infer<typeof platformDashboardSchema>;
export type EditorialDashboard = z.infer<typeof editorialDashboardSchema>;
export type ReviewsDashboard = z.infer<typeof reviewsDashboardSchema>;
export type SubmissionsDashboard = z.infer<typeof submissionsDashboardSchema>;

export const dashboardResponseSchema = z.object({ data: dashboardSchema });
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;
