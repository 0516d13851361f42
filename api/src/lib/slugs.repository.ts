// The slugs already taken in a table with a unique `slug` column (tags,
// categories), for picking `base` or the first free `base-N`.
import { sql } from 'kysely';
import type { Database } from '../db/database';
import { escapeLike } from '../db/portable';

type SluggedTable = 'tags' | 'categories';

/**
 * Slugs of `table` equal to `base` or `base-N` (the row `exceptId` left out).
 * `base-N` is looked for only when `base` is taken: the exact slug is one index
 * lookup, the LIKE reads every row (its cost grew with the table: 0.25 ms per
 * create at 7,000 tags under the mixed bench).
 */
export async function slugsLike(
  db: Database,
  table: SluggedTable,
  base: string,
  exceptId?: number,
): Promise<Set<string>> {
  const slugs = async (pattern: string | null) => {
    // One table's columns for the builder's types; both tables have `id` and `slug`.
    let query = db
      .selectFrom(table as 'tags')
      .select('slug')
      .where((eb) =>
        pattern === null
          ? eb('slug', '=', base)
          : eb.or([eb('slug', '=', base), eb('slug', 'like', sql<string>`${pattern} escape '\\'`)]),
      );
    if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
    return (await query.execute()).map((row) => row.slug);
  };
  if ((await slugs(null)).length === 0) return new Set();
  return new Set(await slugs(`${escapeLike(base)}-%`));
}
