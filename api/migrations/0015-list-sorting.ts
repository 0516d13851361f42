// Indexes behind the sortable lists. Titles and names sort without
// regard to case, by lower(...) (an expression index on both SQLite and
// PostgreSQL); every sort breaks ties by id, so each index ends with id.
// Journals by status or manuscript count, users by email, need none: few
// journals, and users.email is unique and stored in lower case.
import { sql } from 'kysely';
import { type AnyKysely } from '../src/db/portable';

const INDEXES: Array<[name: string, table: string, columns: string]> = [
  ['journals_title_lower_id_index', 'journals', 'lower(title), id'],
  ['journals_created_at_id_index', 'journals', 'created_at, id'],
  ['journals_updated_at_id_index', 'journals', 'updated_at, id'],
  ['users_name_lower_id_index', 'users', 'lower(name), id'],
  ['users_updated_at_id_index', 'users', 'updated_at, id'],
];

export async function up(db: AnyKysely) {
  for (const [name, table, columns] of INDEXES) {
    await sql`create index if not exists ${sql.id(name)} on ${sql.table(table)} (${sql.raw(columns)})`.execute(
      db,
    );
  }
}

export async function down(db: AnyKysely) {
  for (const [name] of INDEXES) await sql`drop index if exists ${sql.id(name)}`.execute(db);
}
