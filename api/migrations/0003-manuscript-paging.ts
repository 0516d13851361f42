// A narrow index of manuscript ids for SQLite. The list pages by OFFSET in id
// order: walking the table itself to skip 50,000 rows reads every abstract on
// the way (~12 ms); walking this index reads ids only (~3 ms). PostgreSQL's
// primary-key index already serves such index-only scans.
import { sql } from 'kysely';
import { type AnyKysely, dialectName } from '../src/db/portable';

export async function up(db: AnyKysely) {
  if (dialectName(db) !== 'sqlite') return;
  await sql`create index manuscripts_id_index on manuscripts (id)`.execute(db);
}

export async function down(db: AnyKysely) {
  if (dialectName(db) !== 'sqlite') return;
  await sql`drop index manuscripts_id_index`.execute(db);
}
