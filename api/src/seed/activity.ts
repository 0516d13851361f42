// Gives a freshly seeded database a recent history in the audit log, so the
// dashboard's Recent Activity is not empty: the latest registrations and the
// latest manuscript status changes (read defensively from api-content's tables).
import type { Database } from '../db/database';
import { insertRows, latestRegistrations, latestStatusChanges } from './seed.repository';

type Entry = {
  actor_id: number | null;
  entity: string;
  entity_id: number;
  action: string;
  before: string | null;
  after: string;
  created_at: string;
};

async function statusChanges(db: Database, limit: number): Promise<Entry[]> {
  try {
    const rows = await latestStatusChanges(db, limit);
    return rows.map((r) => ({
      actor_id: r.user_id,
      entity: 'manuscript',
      entity_id: Number(r.manuscript_id),
      action: r.from_status ? 'status_changed' : 'created',
      before: r.from_status ? JSON.stringify({ status: r.from_status }) : null,
      after: JSON.stringify({ id: Number(r.manuscript_id), title: r.title, status: r.to_status }),
      created_at: r.created_at,
    }));
  } catch {
    return [];
  }
}

async function registrations(db: Database, limit: number): Promise<Entry[]> {
  const rows = await latestRegistrations(db, limit);
  return rows.map((u) => ({
    actor_id: u.id,
    entity: 'user',
    entity_id: u.id,
    action: 'registered',
    before: null,
    after: JSON.stringify({ id: u.id, name: u.name, email: u.email }),
    created_at: u.created_at,
  }));
}

export async function seedRecentActivity(db: Database): Promise<number> {
  const entries = [...(await registrations(db, 5)), ...(await statusChanges(db, 15))];
  // Oldest first, so ids grow with time as they do for live writes.
  entries.sort((a, b) => a.created_at.localeCompare(b.created_at));
  await insertRows(db, 'audit_log', entries);
  return entries.length;
}
