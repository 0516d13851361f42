// Notifications: one row per recipient, a message code with JSON
// parameters (never English text), the panel link, read and mailed marks, and
// a dedupe key (one reminder per invitation and due date, however many
// processes tick). `users.locale` is the language of a user's e-mail; the
// claim rows of `job_runs` let one process of several run a scheduled job.
import { addId, type AnyKysely, dialectName, timestampType } from '../src/db/portable';

export async function up(db: AnyKysely): Promise<void> {
  const d = dialectName(db);

  await addId(db.schema.createTable('notifications'), d)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code', 'varchar(40)', (c) => c.notNull())
    .addColumn('params', 'text', (c) => c.notNull())
    .addColumn('link', 'varchar(255)')
    .addColumn('manuscript_id', 'integer', (c) =>
      c.references('manuscripts.id').onDelete('cascade'),
    )
    .addColumn('dedupe_key', 'varchar(120)')
    .addColumn('read_at', timestampType)
    .addColumn('mailed_at', timestampType)
    .addColumn('created_at', timestampType, (c) => c.notNull())
    .execute();
  // The bell: a user's newest (and unread) first.
  await db.schema
    .createIndex('notifications_user_id_read_at_id_index')
    .on('notifications')
    .columns(['user_id', 'read_at', 'id'])
    .execute();
  await db.schema
    .createIndex('notifications_user_id_id_index')
    .on('notifications')
    .columns(['user_id', 'id'])
    .execute();
  // NULL keys (most notifications) never collide; a reminder's key is unique per user.
  await db.schema
    .createIndex('notifications_user_id_dedupe_key_index')
    .on('notifications')
    .columns(['user_id', 'dedupe_key'])
    .unique()
    .execute();
  // The mail outbox: rows not mailed yet.
  await db.schema
    .createIndex('notifications_mailed_at_id_index')
    .on('notifications')
    .columns(['mailed_at', 'id'])
    .execute();

  await db.schema.alterTable('users').addColumn('locale', 'varchar(5)').execute();

  await db.schema
    .createTable('job_runs')
    .addColumn('name', 'varchar(60)', (c) => c.primaryKey())
    /** The earliest time the next run may be claimed. */
    .addColumn('next_run_at', timestampType, (c) => c.notNull())
    .addColumn('claimed_by', 'varchar(100)')
    .addColumn('last_run_at', timestampType)
    .execute();
}

export async function down(db: AnyKysely): Promise<void> {
  await db.schema.dropTable('job_runs').ifExists().execute();
  await db.schema.alterTable('users').dropColumn('locale').execute();
  await db.schema.dropTable('notifications').ifExists().execute();
}
