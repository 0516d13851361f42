// SQL of manuscripts themselves (relations: manuscript-relations.repository).
import { type Insertable, type Selectable, sql, type Updateable } from 'kysely';
import type { Database } from '../../db/database';
import type { ManuscriptsTable } from '../../db/schema-content';
import type { visibleIds } from './manuscript-access';
import { matchesSearch } from './search';

export type ManuscriptRow = Selectable<ManuscriptsTable>;

/** Every column but PostgreSQL's search document. */
const COLUMNS = [
  'm.id',
  'm.journal_id',
  'm.submitter_id',
  'm.title',
  'm.abstract',
  'm.keywords',
  'm.manuscript_type',
  'm.doi',
  'm.status',
  'm.version',
  'm.submission_date',
  'm.submission_notes',
  'm.created_at',
  'm.updated_at',
] as const;

export type ManuscriptFilters = {
  search?: string;
  status?: string;
  manuscript_type?: string;
  journal_id?: number;
};

/** The manuscript ids a query is restricted to (a visibility subquery), or null: no restriction. */
export type Scope = ReturnType<typeof visibleIds> | null;

export const findManuscriptById = (db: Database, id: number) =>
  db.selectFrom('manuscripts as m').select(COLUMNS).where('m.id', '=', id).executeTakeFirst();

/** The list: filtered, scoped, newest first (every filter has an (x, id) index). */
export function manuscriptsQuery(db: Database, filters: ManuscriptFilters, scope: Scope) {
  let query = db.selectFrom('manuscripts as m').select(COLUMNS);
  if (scope) query = query.where('m.id', 'in', scope);
  if (filters.status) query = query.where('m.status', '=', filters.status);
  if (filters.manuscript_type)
    query = query.where('m.manuscript_type', '=', filters.manuscript_type);
  if (filters.journal_id !== undefined)
    query = query.where('m.journal_id', '=', filters.journal_id);
  if (filters.search) {
    const match = matchesSearch(db, filters.search, sql.ref<number>('m.id'));
    if (match) query = query.where(match);
  }
  return query.orderBy('m.id', 'desc');
}

/** One export batch after `afterId`, in id order. */
export const manuscriptsBatch = (
  db: Database,
  filters: ManuscriptFilters,
  scope: Scope,
  afterId: number,
  size = 500,
) =>
  manuscriptsQuery(db, filters, scope)
    .clearOrderBy()
    .where('m.id', '>', afterId)
    .orderBy('m.id')
    .limit(size)
    .execute();

export async function insertManuscript(db: Database, values: Insertable<ManuscriptsTable>) {
  const row = await db
    .insertInto('manuscripts')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateManuscriptRow(
  db: Database,
  id: number,
  values: Updateable<ManuscriptsTable>,
) {
  await db.updateTable('manuscripts').set(values).where('id', '=', id).execute();
}

/** Deletes; false when the row was already gone. */
export async function deleteManuscriptRow(db: Database, id: number): Promise<boolean> {
  const result = await db.deleteFrom('manuscripts').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Moves the status only if it is still `from` (a concurrent change makes this false). */
export async function moveStatus(
  db: Database,
  id: number,
  from: string,
  values: Updateable<ManuscriptsTable> & { status: string },
): Promise<boolean> {
  const result = await db
    .updateTable('manuscripts')
    .set(values)
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
