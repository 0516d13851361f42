// GET dashboard: live figures for the panel's landing page.
import { z } from 'zod';

export const activityItemSchema = z.object({
  id: z.number().int(),
  /** The audited entity: user, journal, manuscript, category, … */
  type: z.string(),
  /** What happened: created, updated, deleted, restored, status_changed, … */
  action: z.string(),
  title: z.string(),
  description: z.string(),
  date: z.string(),
  status: z.string().nullable(),
  actor: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type ActivityItem = z.infer<typeof activityItemSchema>;

export const dashboardSchema = z.object({
  stats: z.object({
    total_manuscripts: z.number().int(),
    active_journals: z.number().int(),
    pending_reviews: z.number().int(),
    published_this_month: z.number().int(),
    total_users: z.number().int(),
  }),
  /** Count per manuscript status (every known status is present, 0 when none). */
  manuscripts_by_status: z.record(z.string(), z.number().int()),
  recent_activity: z.array(activityItemSchema),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

export const dashboardResponseSchema = z.object({ data: dashboardSchema });
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;
