// SQLite plans Colophon's statements on averages. With ANALYZE's
// per-value samples (sqlite_stat4) the planner reads a bound value (a status,
// a journal, a range's bound) while planning, and marks the statement to be
// planned again whenever that value is bound: better-sqlite3 binds on every
// run, so each filtered list page was parsed and planned anew per request.
// The API's filters and orders each have an index of their own (migration
// 0016), so a value cannot change the best plan; the averages (sqlite_stat1)
// are kept.
import { sql } from 'kysely';
import { type AnyKysely, dialectName } from './portable';

/** Removes ANALYZE's per-value samples and has the connection read the statistics again. */
export async function dropValueSamples(db: AnyKysely): Promise<void> {
  if (dialectName(db) !== 'sqlite') return;
  const table = await sql`select 1 from sqlite_master where name = 'sqlite_stat4'`.execute(db);
  if (!table.rows.length) return;
  await sql`delete from sqlite_stat4`.execute(db);
  await sql`analyze sqlite_schema`.execute(db);
}
