// Editors' ratings of the reviews they receive (1–5, one per review: the last
// editor to rate it sets the value, and who rated it and when are kept), and
// each journal's maximum of open reviews per reviewer, which the reviewer
// finder flags candidates against. The ratings feed the reviewers' track
// records; they are the editors' own judgement and never reach authors or
// reviewers (the visibility policy).
import { sql } from 'kysely';
import type { AnyKysely } from '../src/db/portable';
import { timestampType } from '../src/db/portable';

/** A sensible load for a reviewer working alongside their own research (null: no limit). */
const DEFAULT_MAX_OPEN_REVIEWS = 4;

export async function up(db: AnyKysely): Promise<void> {
  await db.schema
    .createTable('review_ratings')
    // One rating per review: the review's id is the key, so a second editor's
    // rating replaces the first instead of adding a row.
    .addColumn('review_id', 'integer', (c) =>
      c.primaryKey().references('reviews.id').onDelete('cascade'),
    )
    .addColumn('rating', 'integer', (c) => c.notNull())
    .addColumn('rated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('rated_at', timestampType, (c) => c.notNull())
    .addCheckConstraint('review_ratings_rating_check', sql`rating between 1 and 5`)
    .execute();

  await db.schema
    .alterTable('journals')
    .addColumn('max_open_reviews', 'integer', (c) => c.defaultTo(DEFAULT_MAX_OPEN_REVIEWS))
    .execute();
}

export async function down(db: AnyKysely): Promise<void> {
  await db.schema.alterTable('journals').dropColumn('max_open_reviews').execute();
  await db.schema.dropTable('review_ratings').ifExists().execute();
}
