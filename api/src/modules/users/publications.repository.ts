// SQL of a user's publications.
import { sql } from 'kysely';
import type { Database } from '../../db/database';

export function publicationsQuery(db: Database, userId: number) {
  return db
    .selectFrom('publications')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy(sql`coalesce(publication_year, 0)`, 'desc')
    .orderBy('id', 'desc');
}
