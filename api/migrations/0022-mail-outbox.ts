// The mail outbox and notification preferences. Every mail the system sends is
// a row of `mail_outbox` (recipient, template, state queued → sent | failed |
// kept), delivered after its transaction commits by the notification job.
// `notification_preferences` holds a user's choice per kind of event (in the
// panel on/off; by e-mail immediately, in a daily digest, or not);
// `mail_notices` holds what is still to be mailed: now, or in the daily digest.
import { sql } from 'kysely';
import { addId, type AnyKysely, booleanType, dialectName, timestampType } from '../src/db/portable';

export async function up(db: AnyKysely): Promise<void> {
  const d = dialectName(db);

  await addId(db.schema.createTable('mail_outbox'), d)
    // Null for mail to an address without an account; kept when the account goes.
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('address', 'varchar(320)', (c) => c.notNull())
    .addColumn('manuscript_id', 'integer', (c) =>
      c.references('manuscripts.id').onDelete('set null'),
    )
    .addColumn('template_key', 'varchar(64)')
    // Notifications are pruned; the mail stays, so no foreign key.
    .addColumn('notification_id', 'integer')
    .addColumn('locale', 'varchar(5)', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('sensitive', booleanType(d), (c) =>
      c.notNull().defaultTo(d === 'postgres' ? sql`false` : 0),
    )
    .addColumn('state', 'varchar(10)', (c) => c.notNull().defaultTo('queued'))
    .addColumn('error', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    // A queued mail is claimed once this time has passed (retries wait; a claim holds it).
    .addColumn('next_attempt_at', timestampType, (c) => c.notNull())
    .addColumn('created_at', timestampType, (c) => c.notNull())
    .addColumn('sent_at', timestampType)
    .addColumn('updated_at', timestampType, (c) => c.notNull())
    .addCheckConstraint(
      'mail_outbox_state_check',
      sql`state in ('queued', 'sent', 'failed', 'kept')`,
    )
    .execute();
  // Delivery: the queued mails whose time has come, oldest first.
  await db.schema
    .createIndex('mail_outbox_state_next_attempt_at_index')
    .on('mail_outbox')
    .columns(['state', 'next_attempt_at'])
    .execute();
  // The /outbox list: newest first, by state, and a manuscript's mail.
  await db.schema
    .createIndex('mail_outbox_state_id_index')
    .on('mail_outbox')
    .columns(['state', 'id'])
    .execute();
  await db.schema
    .createIndex('mail_outbox_manuscript_id_id_index')
    .on('mail_outbox')
    .columns(['manuscript_id', 'id'])
    .execute();
  await db.schema
    .createIndex('mail_outbox_user_id_index')
    .on('mail_outbox')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('notification_preferences')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(32)', (c) => c.notNull())
    .addColumn('panel', booleanType(d), (c) => c.notNull())
    .addColumn('email', 'varchar(10)', (c) => c.notNull())
    .addColumn('updated_at', timestampType, (c) => c.notNull())
    .addPrimaryKeyConstraint('notification_preferences_pkey', ['user_id', 'kind'])
    .addCheckConstraint(
      'notification_preferences_email_check',
      sql`email in ('immediate', 'digest', 'off')`,
    )
    .execute();

  // A notice to mail: now (`immediate`, the job renders it into the outbox) or
  // in the next daily digest. Decided by the recipient's preference when the
  // notice is written, inside the change's transaction.
  await addId(db.schema.createTable('mail_notices'), d)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // The panel's row when the user has one (panel on); pruning it leaves the notice.
    .addColumn('notification_id', 'integer')
    .addColumn('code', 'varchar(40)', (c) => c.notNull())
    .addColumn('params', 'text', (c) => c.notNull())
    .addColumn('link', 'varchar(255)')
    .addColumn('manuscript_id', 'integer', (c) =>
      c.references('manuscripts.id').onDelete('cascade'),
    )
    .addColumn('mode', 'varchar(10)', (c) => c.notNull())
    // A reminder's key (as on notifications): its notice is written once even when the panel is off.
    .addColumn('dedupe_key', 'varchar(120)')
    .addColumn('created_at', timestampType, (c) => c.notNull())
    // Set when a deliverer took it (the claim: at most one mail tells it).
    .addColumn('taken_at', timestampType)
    .addCheckConstraint('mail_notices_mode_check', sql`mode in ('immediate', 'digest')`)
    .execute();
  await db.schema
    .createIndex('mail_notices_taken_at_mode_user_id_index')
    .on('mail_notices')
    .columns(['taken_at', 'mode', 'user_id'])
    .execute();
  await db.schema
    .createIndex('mail_notices_user_id_dedupe_key_index')
    .on('mail_notices')
    .columns(['user_id', 'dedupe_key'])
    .unique()
    .execute();

  // Notifications not mailed yet (the former outbox) are mailed by the new one.
  await db
    .insertInto('mail_notices')
    .columns([
      'user_id',
      'notification_id',
      'code',
      'params',
      'link',
      'manuscript_id',
      'mode',
      'dedupe_key',
      'created_at',
    ])
    .expression((eb) =>
      eb
        .selectFrom('notifications')
        .select([
          'user_id',
          'id',
          'code',
          'params',
          'link',
          'manuscript_id',
          sql<string>`'immediate'`.as('mode'),
          'dedupe_key',
          'created_at',
        ])
        .where('mailed_at', 'is', null),
    )
    .execute();
}

export async function down(db: AnyKysely): Promise<void> {
  await db.schema.dropTable('mail_notices').ifExists().execute();
  await db.schema.dropTable('notification_preferences').ifExists().execute();
  await db.schema.dropTable('mail_outbox').ifExists().execute();
}
