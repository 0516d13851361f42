// The dashboard of one user: the parts their roles allow, and the audit log
// they may see told as recent activity.
import { can, dashboardViews, type Dashboard } from '@colophon/shared/contracts';
import type { Database } from '../../db/database';
import type { AuthUser } from '../auth';
import { editedJournalIds } from '../journals';
import { ownIds } from '../manuscripts';
import { toActivity } from './dashboard-activity';
import { editorialPart, platformPart, reviewsPart, submissionsPart } from './dashboard-parts';
import * as repo from './dashboard.repository';

const ACTIVITY_LIMIT = 10;

/**
 * Administrators read the whole log; editors the journals' and categories'
 * entries, the manuscripts' of the journals they edit, and their own;
 * everyone else their own actions and the status changes of their own
 * manuscripts.
 */
function auditScope(db: Database, actor: AuthUser): repo.AuditScope {
  if (can(actor.roles, 'dashboard.platform')) return { kind: 'all' };
  if (can(actor.roles, 'dashboard.viewAll')) {
    return {
      kind: 'content',
      actorId: actor.id,
      editedJournals: editedJournalIds(db, actor.id, actor.roles),
    };
  }
  return { kind: 'own', actorId: actor.id, ownManuscripts: ownIds(db, actor) };
}

export async function dashboard(db: Database, actor: AuthUser): Promise<Dashboard> {
  const views = dashboardViews(actor.roles);
  const has = (view: (typeof views)[number]) => views.includes(view);
  const [platform, editorial, reviews, submissions, audit] = await Promise.all([
    has('platform') ? platformPart(db) : null,
    has('editorial') ? editorialPart(db, actor) : null,
    has('reviews') ? reviewsPart(db, actor) : null,
    has('submissions') ? submissionsPart(db, actor) : null,
    repo.recentAudit(db, ACTIVITY_LIMIT, auditScope(db, actor)),
  ]);
  const reader = { id: actor.id, admin: can(actor.roles, 'users.manage') };
  return {
    views,
    platform,
    editorial,
    reviews,
    submissions,
    recent_activity: audit.map((row) => toActivity(row, reader)),
  };
}
