// Sign-in limits all API processes share (one budget, not one each): failed sign-ins counted
// per key in PostgreSQL. UNLOGGED: counters need no crash safety or
// replication (a crash forgets them, as a restart of one process did), and
// unlogged writes are cheaper. Times are epoch milliseconds; a row past
// `expires_at` is dead and purged. SQLite keeps the counters in memory (one
// process owns the file), so the table exists on PostgreSQL only.
import { sql } from 'kysely';
import { type AnyKysely, dialectName } from '../src/db/portable';

export async function up(db: AnyKysely) {
  if (dialectName(db) !== 'postgres') return;
  await sql`create unlogged table login_attempts (
    key text primary key,
    failures integer not null,
    blocked_until bigint not null,
    expires_at bigint not null
  )`.execute(db);
  await sql`create index login_attempts_expires_at_index on login_attempts (expires_at)`.execute(
    db,
  );
}

export async function down(db: AnyKysely) {
  if (dialectName(db) !== 'postgres') return;
  await sql`drop table login_attempts`.execute(db);
}
