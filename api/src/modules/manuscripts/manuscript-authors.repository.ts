// SQL of manuscript authors and the user accounts they link to. Plain functions taking `db`.
import { type Insertable, type Selectable, sql } from 'kysely';
import type { Database } from '../../db/database';
import { queryTemplate } from '../../db/performance/query-template';
import { nowIso } from '../../db/portable';
import type { ManuscriptAuthorsTable } from '../../db/schema-content';

export type AuthorRow = Selectable<ManuscriptAuthorsTable>;
export type AuthorValues = Omit<Insertable<ManuscriptAuthorsTable>, 'manuscript_id' | 'created_at'>;

const authors = queryTemplate((db, v: { id: number }) =>
  db
    .selectFrom('manuscript_authors')
    .selectAll()
    .where('manuscript_id', '=', v.id)
    .orderBy('author_order')
    .orderBy('id'),
);

/** A manuscript's authors in order (a query template: every detail view reads them). */
export const authorsOf = (db: Database, manuscriptId: number) =>
  authors.rows(db, { id: manuscriptId });

/** The first corresponding author of each manuscript (one query per page). */
export async function correspondingAuthorsOf(db: Database, manuscriptIds: number[]) {
  if (manuscriptIds.length === 0) return new Map<number, AuthorRow>();
  const rows = await db
    .selectFrom('manuscript_authors')
    .selectAll()
    .where('manuscript_id', 'in', manuscriptIds)
    .where('is_corresponding', '=', true)
    .orderBy('author_order')
    .orderBy('id')
    .execute();
  const first = new Map<number, AuthorRow>();
  for (const row of rows) if (!first.has(row.manuscript_id)) first.set(row.manuscript_id, row);
  return first;
}

export async function insertAuthors(db: Database, manuscriptId: number, authors: AuthorValues[]) {
  if (authors.length === 0) return;
  const created_at = nowIso();
  await db
    .insertInto('manuscript_authors')
    .values(authors.map((a) => ({ ...a, manuscript_id: manuscriptId, created_at })))
    .execute();
}

export async function replaceAuthors(db: Database, manuscriptId: number, authors: AuthorValues[]) {
  await db.deleteFrom('manuscript_authors').where('manuscript_id', '=', manuscriptId).execute();
  await insertAuthors(db, manuscriptId, authors);
}

export async function updateAuthor(db: Database, id: number, values: Partial<AuthorValues>) {
  await db.updateTable('manuscript_authors').set(values).where('id', '=', id).execute();
}

/** Active users with a verified address, by lower-cased email (links author rows to accounts). */
export async function usersByEmails(db: Database, emails: string[]) {
  if (emails.length === 0) return new Map<string, number>();
  const rows = await db
    .selectFrom('users')
    .select(['id', sql<string>`lower(email)`.as('email')])
    .where(
      sql<string>`lower(email)`,
      'in',
      emails.map((e) => e.toLowerCase()),
    )
    // An unverified address proves nothing: anyone can register any.
    .where('email_verified_at', 'is not', null)
    .where('deleted_at', 'is', null)
    .execute();
  return new Map(rows.map((r) => [r.email, r.id]));
}

/** Name, email and academic profile of users (authors given by user_id). */
export async function userDetails(db: Database, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('users as u')
    .leftJoin('academic_profiles as p', 'p.user_id', 'u.id')
    .select([
      'u.id',
      'u.name',
      'u.email',
      'p.first_name',
      'p.last_name',
      'p.institution',
      'p.department',
      'p.orcid',
    ])
    .where('u.id', 'in', ids)
    .where('u.deleted_at', 'is', null)
    .execute();
}

export async function userNames(db: Database, ids: (number | null)[]) {
  const unique = [...new Set(ids.filter((id): id is number => id !== null))];
  if (unique.length === 0) return new Map<number, { id: number; name: string; email: string }>();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'name', 'email'])
    .where('id', 'in', unique)
    .execute();
  return new Map(rows.map((r) => [r.id, r]));
}
