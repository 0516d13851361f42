// File contents in the database, so every API process reads every file; PostgreSQL only:
// - stored_files: one row per stored file, keyed by the same relative path the
//   disk driver uses (manuscripts/{id}/v1-….pdf), so rows that reference a file
//   (manuscript_revisions.file_path, reviews.file_path) read the same with
//   either driver and the move command never rewrites them. A manuscript's
//   files reference it and go with it (ON DELETE CASCADE); the seed's shared
//   sample has no manuscript.
// - file_chunks: the bytes, 256 KiB of bytea per row (file id + seq), written
//   in the transaction of the row that references the file, deleted with it.
//   STORAGE EXTERNAL: PDFs and DOCX are compressed already, so TOAST keeps the
//   chunks out of line without trying to compress them again.
// - rate_limit_hits: the per-IP request counters of @fastify/rate-limit on the
//   auth routes, shared by every API process. UNLOGGED like login_attempts
//   (0012): no WAL per request; a PostgreSQL crash only forgets counters.
// SQLite keeps files on disk and counters in memory: nothing to create there.
import { sql } from 'kysely';
import { type AnyKysely, dialectName } from '../src/db/portable';

export async function up(db: AnyKysely) {
  if (dialectName(db) !== 'postgres') return;
  await sql`create table stored_files (
    id bigserial primary key,
    path varchar(500) not null unique,
    manuscript_id integer references manuscripts(id) on delete cascade,
    size bigint not null,
    sha256 char(64) not null,
    created_at varchar(32) not null
  )`.execute(db);
  await sql`create index stored_files_manuscript_id_index on stored_files (manuscript_id)`.execute(
    db,
  );
  await sql`create table file_chunks (
    file_id bigint not null references stored_files(id) on delete cascade,
    seq integer not null,
    data bytea not null,
    primary key (file_id, seq)
  )`.execute(db);
  await sql`alter table file_chunks alter column data set storage external`.execute(db);
  await sql`create unlogged table rate_limit_hits (
    key text primary key,
    hits integer not null,
    window_ends bigint not null
  )`.execute(db);
  await sql`create index rate_limit_hits_window_ends_index on rate_limit_hits (window_ends)`.execute(
    db,
  );
}

export async function down(db: AnyKysely) {
  if (dialectName(db) !== 'postgres') return;
  await sql`drop table rate_limit_hits`.execute(db);
  await sql`drop table file_chunks`.execute(db);
  await sql`drop table stored_files`.execute(db);
}
