// Section health (docs/releases.md): what browsers report of each section
// build, summed per minute so every API process writes into the same rows
// (an upsert adds its counts), Web Vitals as per-minute histograms over fixed
// buckets (section-health/vitals-buckets.ts) so a p75 is read without keeping
// a value per page load, and each section's rollout policy.
import { sql } from 'kysely';
import { type AnyKysely, timestampType } from '../src/db/portable';

export async function up(db: AnyKysely): Promise<void> {
  await db.schema
    .createTable('section_health_minutes')
    .addColumn('section', 'varchar(40)', (c) => c.notNull())
    .addColumn('version', 'varchar(64)', (c) => c.notNull())
    .addColumn('channel', 'varchar(16)', (c) => c.notNull())
    // UTC 'YYYY-MM-DDTHH:MM' of arrival (the server's clock, not the browser's).
    .addColumn('minute', 'varchar(16)', (c) => c.notNull())
    .addColumn('sessions', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('errored_sessions', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('load_errors', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('render_errors', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('unhandled_errors', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('api_calls', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('api_failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('section_health_minutes_pk', [
      'section',
      'version',
      'channel',
      'minute',
    ])
    .execute();
  await db.schema
    .createTable('section_vitals_minutes')
    .addColumn('section', 'varchar(40)', (c) => c.notNull())
    .addColumn('version', 'varchar(64)', (c) => c.notNull())
    .addColumn('channel', 'varchar(16)', (c) => c.notNull())
    .addColumn('minute', 'varchar(16)', (c) => c.notNull())
    .addColumn('metric', 'varchar(8)', (c) => c.notNull())
    .addColumn('bucket', 'integer', (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('section_vitals_minutes_pk', [
      'section',
      'version',
      'channel',
      'minute',
      'metric',
      'bucket',
    ])
    .execute();
  // The retention deletes by minute alone (the keys start with the section).
  await sql`create index section_health_minutes_minute_index on section_health_minutes (minute)`.execute(
    db,
  );
  await sql`create index section_vitals_minutes_minute_index on section_vitals_minutes (minute)`.execute(
    db,
  );
  await db.schema
    .createTable('section_rollout_policies')
    .addColumn('section', 'varchar(40)', (c) => c.primaryKey())
    // The policy as JSON (rolloutPolicySchema); read back through the schema.
    .addColumn('policy', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('updated_at', timestampType, (c) => c.notNull())
    .execute();
}

export async function down(db: AnyKysely): Promise<void> {
  await db.schema.dropTable('section_rollout_policies').execute();
  await db.schema.dropTable('section_vitals_minutes').execute();
  await db.schema.dropTable('section_health_minutes').execute();
}
