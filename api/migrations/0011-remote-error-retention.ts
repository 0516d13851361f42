// Load-error reports are anonymous: one row per section, version and client
// (a hash of the reporting client, never its address), refreshed on each new
// report, so the release screen counts clients, not requests; rows older
// than the retention window are deleted as new reports arrive (remotes.service).
import { sql } from 'kysely';
import type { AnyKysely } from '../src/db/portable';

export async function up(db: AnyKysely) {
  await db.schema.alterTable('remote_load_errors').addColumn('client', 'varchar(64)').execute();
  // Rows of before: each its own client, as nothing tells them apart.
  await sql`update remote_load_errors set client = ${'row-'} || cast(id as varchar(20))`.execute(
    db,
  );
  await sql`create unique index remote_load_errors_client_unique on remote_load_errors (section, version, client)`.execute(
    db,
  );
  await sql`create index remote_load_errors_created_at_index on remote_load_errors (created_at)`.execute(
    db,
  );
}

export async function down(db: AnyKysely) {
  await sql`drop index remote_load_errors_created_at_index`.execute(db);
  await sql`drop index remote_load_errors_client_unique`.execute(db);
  await db.schema.alterTable('remote_load_errors').dropColumn('client').execute();
}
