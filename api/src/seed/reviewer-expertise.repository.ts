// SQL of the reviewers' expertise seed: their profiles' research areas and
// their publications' titles.
import type { Database } from '../db/database';
import { insertRows } from './seed.repository';

export const setResearchAreas = (
  db: Database,
  userId: number,
  areas: string[],
  department: string,
) =>
  db
    .updateTable('academic_profiles')
    .set({ research_areas: JSON.stringify(areas), department })
    .where('user_id', '=', userId)
    .execute();

export const publicationIdsOf = async (db: Database, userId: number) =>
  (
    await db
      .selectFrom('publications')
      .select('id')
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute()
  ).map((r) => r.id);

export const retitlePublication = (db: Database, id: number, title: string) =>
  db.updateTable('publications').set({ title }).where('id', '=', id).execute();

export const insertPublications = (
  db: Database,
  rows: { user_id: number; title: string; publication_year: number; created_at: string }[],
) =>
  insertRows(
    db,
    'publications',
    rows.map((r) => ({
      ...r,
      type: 'journal_article',
      is_verified: true,
      is_open_access: false,
      is_featured: false,
      venue: null,
      journal_name: null,
      conference_name: null,
      abstract: null,
      doi: null,
      updated_at: r.created_at,
    })),
  );

export const deletePublications = async (db: Database, ids: number[]) => {
  if (ids.length) await db.deleteFrom('publications').where('id', 'in', ids).execute();
};
