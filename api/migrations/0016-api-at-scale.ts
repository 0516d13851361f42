// Indexes for the API at 10^6 manuscripts (docs/adr/0014): every
// sort of the list has an index ending in id (the tie-break), and
// each equality filter has one ahead of the default sort (created_at), so a
// page is read from an index in order and a deep page skips index entries
// only. Each expression is the one manuscripts-order.ts orders by.
// (status, id) of 0002 already serves sort=status.
// list_versions counts the writes to manuscripts (triggers): a deep page is
// read after a remembered position only while that count is unchanged
// (manuscripts-anchors.ts), in every API process alike.
// Everything is "if not exists": databases that ran this file while it was
// empty get it again by name (docs/adr/0014).
import { sql } from 'kysely';
import { type AnyKysely, dialectName } from '../src/db/portable';

const PLAIN: [name: string, columns: string][] = [
  ['manuscripts_created_at_id_index', 'created_at, id'],
  ['manuscripts_updated_at_id_index', 'updated_at, id'],
  ['manuscripts_status_created_at_id_index', 'status, created_at, id'],
  ['manuscripts_journal_id_created_at_id_index', 'journal_id, created_at, id'],
  ['manuscripts_manuscript_type_created_at_id_index', 'manuscript_type, created_at, id'],
];

const FILTERS = ['status', 'journal_id', 'manuscript_type'];

/** Each sort's index expression (manuscripts-order.ts orders by the same). */
const sortColumns = (postgres: boolean): Record<string, string> => ({
  created_at: 'created_at',
  updated_at: 'updated_at',
  submission_date: postgres ? 'submission_date asc nulls first' : 'submission_date',
  title: postgres ? 'lower(title collate "C")' : 'title collate nocase',
  status: 'status',
});

async function createListVersions(db: AnyKysely, postgres: boolean) {
  await sql`create table if not exists list_versions (
    name varchar(50) primary key, version bigint not null default 0)`.execute(db);
  await sql`insert into list_versions (name, version) select 'manuscripts', 0
    where not exists (select 1 from list_versions where name = 'manuscripts')`.execute(db);
  if (postgres) {
    await sql`create or replace function bump_manuscripts_version() returns trigger
      language plpgsql as $$ begin
        update list_versions set version = version + 1 where name = 'manuscripts';
        return null;
      end $$`.execute(db);
    // Once per statement: a bulk insert bumps it once.
    await sql`drop trigger if exists manuscripts_version on manuscripts`.execute(db);
    await sql`create trigger manuscripts_version after insert or update or delete on manuscripts
      for each statement execute function bump_manuscripts_version()`.execute(db);
    return;
  }
  for (const event of ['insert', 'update', 'delete']) {
    await sql`create trigger if not exists ${sql.raw(`manuscripts_version_${event}`)}
      after ${sql.raw(event)} on manuscripts begin
        update list_versions set version = version + 1 where name = 'manuscripts';
      end`.execute(db);
  }
}

export async function up(db: AnyKysely) {
  const postgres = dialectName(db) === 'postgres';
  for (const [name, columns] of PLAIN) {
    await sql`create index if not exists ${sql.raw(name)} on manuscripts (${sql.raw(columns)})`.execute(
      db,
    );
  }
  // A missing submission date sorts smallest on both databases: PostgreSQL's
  // index says so (scanned backwards it gives "desc nulls last").
  await sql`create index if not exists manuscripts_submission_date_id_index on manuscripts
    (${sql.raw(postgres ? 'submission_date asc nulls first' : 'submission_date')}, id)`.execute(db);
  // PostgreSQL: title included, so a deep title page is read from the index alone.
  await sql`create index if not exists manuscripts_title_id_index on manuscripts
    (${sql.raw(postgres ? 'lower(title collate "C")' : 'title collate nocase')}, id)
    ${sql.raw(postgres ? 'include (title)' : '')}`.execute(db);
  // Each filter with each other sort (a status filter sorted by title read 178,000 rows and sorted them).
  for (const filter of FILTERS) {
    for (const [sort, expression] of Object.entries(sortColumns(postgres))) {
      if (sort === 'created_at' || sort === filter) continue;
      await sql`create index if not exists ${sql.raw(`manuscripts_${filter}_${sort}_id_index`)}
        on manuscripts (${sql.raw(filter)}, ${sql.raw(expression)}, id)`.execute(db);
    }
  }
  await createListVersions(db, postgres);
  // Statistics for the new indexes, so the planners pick them on a loaded table.
  await sql`analyze manuscripts`.execute(db);
}

export async function down(db: AnyKysely) {
  if (dialectName(db) === 'postgres') {
    await sql`drop trigger if exists manuscripts_version on manuscripts`.execute(db);
    await sql`drop function if exists bump_manuscripts_version()`.execute(db);
  } else {
    for (const event of ['insert', 'update', 'delete'])
      await sql`drop trigger if exists ${sql.raw(`manuscripts_version_${event}`)}`.execute(db);
  }
  await sql`drop table if exists list_versions`.execute(db);
  const combined = FILTERS.flatMap((filter) =>
    Object.keys(sortColumns(false))
      .filter((sort) => sort !== 'created_at' && sort !== filter)
      .map((sort) => `manuscripts_${filter}_${sort}_id_index`),
  );
  const names = [
    ...PLAIN.map(([name]) => name),
    ...combined,
    'manuscripts_submission_date_id_index',
    'manuscripts_title_id_index',
  ];
  for (const name of names) await sql`drop index if exists ${sql.raw(name)}`.execute(db);
}
