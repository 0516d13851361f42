// One table for every request limit (sign-in failures, reset requests, the
// per-IP limit of the auth routes), written by rate-limiter-flexible through
// the API's own connection (modules/auth/rate-limiter-kysely.ts). It lives in
// the database on SQLite too, so every API process on one file counts together,
// as they do on PostgreSQL; it replaces the PostgreSQL-only tables of 0012 and
// 0014. A key is a hash; `expire` is in epoch ms (null: never), and a row past
// it counts for nothing until the next write starts it over. UNLOGGED on
// PostgreSQL: counters need no crash safety or replication.
import { sql } from 'kysely';
import { type AnyKysely, dialectName } from '../src/db/portable';

export async function up(db: AnyKysely) {
  const postgres = dialectName(db) === 'postgres';
  await sql`create ${sql.raw(postgres ? 'unlogged table' : 'table')} rate_limits (
    key varchar(255) primary key,
    points integer not null default 0,
    expire bigint
  )`.execute(db);
  await sql`create index rate_limits_expire_index on rate_limits (expire)`.execute(db);
  if (postgres) {
    await sql`drop table login_attempts`.execute(db);
    await sql`drop table rate_limit_hits`.execute(db);
  }
}

export async function down(db: AnyKysely) {
  if (dialectName(db) === 'postgres') {
    await sql`create unlogged table login_attempts (
      key text primary key,
      failures integer not null,
      blocked_until bigint not null,
      expires_at bigint not null
    )`.execute(db);
    await sql`create index login_attempts_expires_at_index on login_attempts (expires_at)`.execute(
      db,
    );
    await sql`create unlogged table rate_limit_hits (
      key text primary key,
      hits integer not null,
      window_ends bigint not null
    )`.execute(db);
    await sql`create index rate_limit_hits_window_ends_index on rate_limit_hits (window_ends)`.execute(
      db,
    );
  }
  await sql`drop table rate_limits`.execute(db);
}
