// Who is told: a manuscript's authors, its editors, the editors-in-chief.
import type { Database } from '../../db/database';

/** Active users holding the editor-in-chief role. */
export async function editorInChiefIds(db: Database): Promise<number[]> {
  const rows = await db
    .selectFrom('user_roles as ur')
    .innerJoin('roles as r', 'r.id', 'ur.role_id')
    .innerJoin('users as u', 'u.id', 'ur.user_id')
    .select('u.id')
    .where('r.name', '=', 'editor-in-chief')
    .where('u.deleted_at', 'is', null)
    .orderBy('u.id')
    .execute();
  return rows.map((r) => r.id);
}

/** The submitter and every co-author linked to an account. */
export async function manuscriptAuthorIds(
  db: Database,
  manuscriptId: number,
  submitterId: number | null,
): Promise<number[]> {
  const rows = await db
    .selectFrom('manuscript_authors')
    .select('user_id')
    .where('manuscript_id', '=', manuscriptId)
    .where('user_id', 'is not', null)
    .execute();
  const ids = rows.map((r) => r.user_id as number);
  return submitterId === null ? ids : [submitterId, ...ids];
}

/** Active users among `ids`. */
export async function activeUserIds(db: Database, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('id', 'in', ids)
    .where('deleted_at', 'is', null)
    .execute();
  return new Set(rows.map((r) => r.id));
}
