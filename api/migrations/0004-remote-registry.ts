// The remote registry: per section, the stable build and an optional canary
// (versions in the release store; no row, or a null stable version, means the
// build deployed at the section's own origin), and the load errors browsers
// report, counted on the release screen.
import { sql } from 'kysely';
import { addId, type AnyKysely, dialectName, timestampType } from '../src/db/portable';

export async function up(db: AnyKysely) {
  const d = dialectName(db);
  await db.schema
    .createTable('section_rollouts')
    .addColumn('section', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('stable_version', 'varchar(64)')
    .addColumn('canary_version', 'varchar(64)')
    .addColumn('canary_percentage', 'integer', (c) => c.notNull().defaultTo(0))
    // JSON list of earlier stable versions, newest first (null: the origin build).
    .addColumn('previous_versions', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('updated_at', timestampType, (c) => c.notNull())
    .execute();
  await addId(db.schema.createTable('remote_load_errors'), d)
    .addColumn('section', 'varchar(32)', (c) => c.notNull())
    .addColumn('version', 'varchar(64)', (c) => c.notNull())
    .addColumn('entry', 'varchar(2048)', (c) => c.notNull())
    .addColumn('message', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', timestampType, (c) => c.notNull())
    .execute();
  await sql`create index remote_load_errors_section_created_at_index on remote_load_errors (section, created_at)`.execute(
    db,
  );
}

export async function down(db: AnyKysely) {
  await db.schema.dropTable('remote_load_errors').execute();
  await db.schema.dropTable('section_rollouts').execute();
}
