// PostgreSQL: the count of writes to manuscripts (list_versions, 0016) is
// bumped when the writing transaction commits, not by the statement that wrote.
//
// Every write to manuscripts updates the one row of list_versions. Bumped by
// the statement, that row stayed locked until the transaction ended, so every
// other transaction writing a manuscript waited for it: a submission's
// transaction goes on to store its file, authors, notices and mails, and under
// the mixed bench (200 connections, 2 API processes) up to 16 inserts at a time
// waited on that lock (pg_stat_activity). A deferred constraint trigger runs
// at commit: the row is then locked for the commit alone. Readers see the rows
// and the new count in the same snapshot, as before.
//
// Constraint triggers fire for each row; the first row of a transaction bumps
// the count and marks the transaction (a setting local to it), the others see
// the mark and return. SQLite allows one writer at a time: its triggers stay.
import { sql } from 'kysely';
import { type AnyKysely, dialectName } from '../src/db/portable';

export async function up(db: AnyKysely) {
  if (dialectName(db) !== 'postgres') return;
  await sql`create or replace function bump_manuscripts_version() returns trigger
    language plpgsql as $$ begin
      if current_setting('colophon.manuscripts_bumped', true) is distinct from 'yes' then
        perform set_config('colophon.manuscripts_bumped', 'yes', true);
        update list_versions set version = version + 1 where name = 'manuscripts';
      end if;
      return null;
    end $$`.execute(db);
  await sql`drop trigger if exists manuscripts_version on manuscripts`.execute(db);
  await sql`create constraint trigger manuscripts_version
    after insert or update or delete on manuscripts
    deferrable initially deferred
    for each row execute function bump_manuscripts_version()`.execute(db);
}

export async function down(db: AnyKysely) {
  if (dialectName(db) !== 'postgres') return;
  await sql`drop trigger if exists manuscripts_version on manuscripts`.execute(db);
  await sql`create or replace function bump_manuscripts_version() returns trigger
    language plpgsql as $$ begin
      update list_versions set version = version + 1 where name = 'manuscripts';
      return null;
    end $$`.execute(db);
  await sql`create trigger manuscripts_version after insert or update or delete on manuscripts
    for each statement execute function bump_manuscripts_version()`.execute(db);
}
