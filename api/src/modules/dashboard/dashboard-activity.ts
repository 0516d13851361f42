// The audit log told as recent activity: message codes with parameters (the
// front end renders them in the reader's language) and the record's path.
import { type ActivityItem, msg, type MessageCode } from '@colophon/shared/contracts';
import type * as repo from './dashboard.repository';

type AuditRow = Awaited<ReturnType<typeof repo.recentAudit>>[number];

/** Who reads the feed: links to users go only to admins (or to oneself). */
export interface ActivityReader {
  id: number;
  admin: boolean;
}

function parseImage(json: string | null): Record<string, unknown> | null {
  if (!json) return null;
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** status_changed → statusChanged: the action's part of a code. */
const camel = (text: string) => text.replace(/[_-]+([a-z])/g, (_, c: string) => c.toUpperCase());

const ENTITY_PATHS: Record<string, string> = {
  manuscript: '/manuscripts',
  journal: '/journals',
  category: '/categories',
  user: '/users',
};

function linkOf(row: AuditRow, reader: ActivityReader): string | null {
  const base = ENTITY_PATHS[row.entity];
  if (!base) return null;
  // A reorder moves many categories: the tree is its record.
  if (row.entity === 'category' && row.action === 'reordered') return base;
  if (row.entity_id === null || row.action === 'force_deleted') return null;
  if (row.entity === 'user' && !reader.admin && row.entity_id !== reader.id) return null;
  return `${base}/${row.entity_id}`;
}

/** The catalog code of an entity's action, when the catalog has one. */
function knownCode(entity: string, action: string): MessageCode | null {
  const code = `activity.${camel(entity)}.${camel(action)}`;
  return (KNOWN_CODES as ReadonlySet<string>).has(code) ? (code as MessageCode) : null;
}

export function toActivity(row: AuditRow, reader: ActivityReader): ActivityItem {
  const image = parseImage(row.after) ?? parseImage(row.before);
  const label = image?.title ?? image?.name ?? row.manuscript_title;
  const subject = typeof label === 'string' && label ? label.slice(0, 120) : `#${row.entity_id}`;
  const status = typeof image?.status === 'string' ? image.status : null;
  const actor =
    row.actor_id !== null ? { id: row.actor_id, name: row.actor_name ?? `#${row.actor_id}` } : null;
  // No actor: the front end says who in its own language (activity.system).
  const params: Record<string, string> = { subject, ...(actor ? { actor: actor.name } : {}) };
  const code = knownCode(row.entity, row.action);
  const entity = row.entity.replace(/[_-]+/g, ' ');
  const action = row.action.replace(/[_-]+/g, ' ');
  return {
    id: row.id,
    type: row.entity,
    action: row.action,
    title: code
      ? msg(`${code}.title` as MessageCode)
      : msg('activity.other.title', { entity, action }),
    description: code ? msg(code, params) : msg('activity.other', { ...params, entity, action }),
    date: row.created_at,
    status,
    actor,
    link: linkOf(row, reader),
  };
}

const ACTIONS: Record<string, string[]> = {
  user: [
    'registered',
    'created',
    'updated',
    'deleted',
    'restored',
    'force_deleted',
    'roles_assigned',
  ],
  journal: ['created', 'updated', 'deleted'],
  category: ['created', 'updated', 'deleted', 'reordered'],
  manuscript: [
    'created',
    'updated',
    'deleted',
    'status_changed',
    'authors_updated',
    'review_added',
    'revision_added',
    'reviewers_assigned',
    'reviewer_invited',
    'reviewer_invitation_cancelled',
    'review_invitation_accepted',
    'review_invitation_declined',
    'handling_editor_assigned',
    'recommendation_recorded',
  ],
};

/** Every code the feed uses; a catalog test checks each has its texts. */
export const KNOWN_CODES: ReadonlySet<string> = new Set(
  Object.entries(ACTIONS).flatMap(([entity, actions]) =>
    actions.map((action) => `activity.${entity}.${camel(action)}`),
  ),
);
