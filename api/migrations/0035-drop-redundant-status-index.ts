// The first schema indexed manuscripts by (status, updated_at); the list sorts
// added (status, updated_at, id) later. The longer index serves every query the
// shorter one did (on SQLite both even hold the same entries, since an index
// ends with the row id), so the shorter one only cost each insert and each
// status change one more index write: 10–90 µs of a 0.8–1.2 ms write in a
// copy of the demo database (docs/performance.md, "Mixed load: the queue").
import { sql } from 'kysely';
import type { AnyKysely } from '../src/db/portable';

export async function up(db: AnyKysely) {
  await sql`drop index if exists manuscripts_status_updated_at_index`.execute(db);
}

export async function down(db: AnyKysely) {
  await sql`create index manuscripts_status_updated_at_index on manuscripts (status, updated_at)`.execute(
    db,
  );
}
