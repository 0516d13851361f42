// What a large load (the seed: up to a million manuscripts) does differently
// on each database: how a batch of rows travels in one parameter, the search
// index built once after the load, the id sequence moved past explicit ids,
// and the statistics refreshed at the end.
import { type RawBuilder, sql } from 'kysely';
import type { Database } from '../database';
import { dialectName } from '../portable';

const isPostgres = (db: Database) => dialectName(db) === 'postgres';

/**
 * The rows of `json` (an array of objects with the same `keys`) as a select
 * to insert from: one JSON parameter for a whole batch is several times
 * cheaper than binding thousands of parameters per statement.
 */
export function rowsFromJson(
  db: Database,
  table: string,
  keys: string[],
  json: string,
): RawBuilder<unknown> {
  if (isPostgres(db)) {
    const columns = sql.join(keys.map((c) => sql.ref(c)));
    return sql`select ${columns} from json_populate_recordset(null::${sql.table(table)}, ${json}::json)`;
  }
  return sql`select ${sql.join(keys.map((c) => sql`json_extract(value, ${`$.${c}`})`))} from json_each(${json})`;
}

/**
 * Runs `load` (writing `count` manuscripts) with PostgreSQL's GIN search index
 * dropped and built again after it when the load is large: building it once
 * is much cheaper than updating it row by row. SQLite's FTS5 index is kept
 * by triggers either way.
 */
export async function withSearchIndexBuiltAfter(
  db: Database,
  count: number,
  load: () => Promise<void>,
): Promise<void> {
  const rebuild = isPostgres(db) && count > 10_000;
  if (rebuild) await sql`drop index if exists manuscripts_search_vector_index`.execute(db);
  await load();
  if (rebuild) {
    await sql`create index manuscripts_search_vector_index on manuscripts using gin (search_vector)`.execute(
      db,
    );
  }
}

/**
 * After rows were written with explicit ids: PostgreSQL's sequence is moved
 * past them (SQLite takes the next id from the largest one already).
 */
export async function moveSequencePastIds(db: Database, table: string): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.table(table)}))`.execute(
    db,
  );
}

/** Fresh statistics (and PostgreSQL's visibility map) so the planner uses the indexes well. */
export async function refreshStatistics(db: Database): Promise<void> {
  await sql`${sql.raw(isPostgres(db) ? 'vacuum analyze' : 'analyze')}`.execute(db);
}
