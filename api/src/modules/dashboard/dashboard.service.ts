// Live figures for the dashboard, and the audit log told as recent activity.
import { MANUSCRIPT_STATUSES, type ActivityItem, type Dashboard } from '@colophon/shared/contracts';
import type { Database } from '../../db/database';
import { can } from '../../lib/roles';
import type { AuthUser } from '../../plugins/auth';
import * as repo from './dashboard.repository';

const PENDING_REVIEW_STATUSES = ['submitted', 'under_review', 'revised'];

type AuditRow = Awaited<ReturnType<typeof repo.recentAudit>>[number];

function parseImage(json: string | null): Record<string, unknown> | null {
  if (!json) return null;
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const humanize = (text: string) => text.replace(/[_-]+/g, ' ');
const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** How an action reads in a sentence ("Ada changed the status of manuscript …"). */
const VERBS: Record<string, string> = {
  status_changed: 'changed the status of',
  roles_assigned: 'assigned roles to',
  force_deleted: 'permanently deleted',
  reviewers_assigned: 'assigned reviewers to',
  review_added: 'added a review to',
  revision_added: 'added a revision to',
  authors_updated: 'updated the authors of',
  reordered: 'reordered',
};

export function toActivity(row: AuditRow): ActivityItem {
  const image = parseImage(row.after) ?? parseImage(row.before);
  const label = image?.title ?? image?.name;
  const subject =
    typeof label === 'string' && label ? `“${label.slice(0, 120)}”` : `#${row.entity_id ?? '?'}`;
  const status = typeof image?.status === 'string' ? image.status : null;
  const actor =
    row.actor_id !== null ? { id: row.actor_id, name: row.actor_name ?? 'Unknown user' } : null;
  const who = actor?.name ?? 'System';
  const description =
    row.action === 'registered'
      ? `${who} registered`
      : `${who} ${VERBS[row.action] ?? humanize(row.action)} ${humanize(row.entity)} ${subject}`;
  return {
    id: row.id,
    type: row.entity,
    action: row.action,
    title: `${capitalize(humanize(row.entity))} ${humanize(row.action)}`,
    description,
    date: row.created_at,
    status,
    actor,
  };
}

/** Figures are global; staff see everyone's activity, others only their own. */
export async function dashboard(db: Database, actor: AuthUser): Promise<Dashboard> {
  const now = new Date();
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString();
  const staff = can(actor.roles, 'dashboard.viewAll');
  const [total, activeJournals, pending, published, byStatus, users, audit] = await Promise.all([
    repo.countManuscripts(db),
    repo.countActiveJournals(db),
    repo.countManuscriptsWithStatus(db, PENDING_REVIEW_STATUSES),
    repo.countPublishedSince(db, monthStart),
    repo.manuscriptsByStatus(db),
    repo.countUsers(db),
    repo.recentAudit(db, 10, staff ? undefined : actor.id),
  ]);
  const manuscriptsByStatus: Record<string, number> = Object.fromEntries(
    MANUSCRIPT_STATUSES.map((s) => [s, 0]),
  );
  for (const [status, count] of Object.entries(byStatus)) manuscriptsByStatus[status] = count;
  return {
    stats: {
      total_manuscripts: total,
      active_journals: activeJournals,
      pending_reviews: pending,
      published_this_month: published,
      total_users: users,
    },
    manuscripts_by_status: manuscriptsByStatus,
    recent_activity: audit.map(toActivity),
  };
}
