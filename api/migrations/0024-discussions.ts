// Discussions per manuscript: threads between the editors and the authors
// (`author`), or the editors and one reviewer, tied to that reviewer's
// invitation (`reviewer`); their messages, each with an optional file kept in
// the file store under the manuscript's key prefix (so it goes with the
// manuscript); and each reader's last-read message per thread, from which the
// unread counts come.
import { sql } from 'kysely';
import { addId, type AnyKysely, dialectName, timestampType } from '../src/db/portable';

export async function up(db: AnyKysely): Promise<void> {
  const d = dialectName(db);

  await addId(db.schema.createTable('discussion_threads'), d)
    .addColumn('manuscript_id', 'integer', (c) =>
      c.notNull().references('manuscripts.id').onDelete('cascade'),
    )
    .addColumn('kind', 'varchar(10)', (c) => c.notNull())
    // A reviewer thread belongs to one invitation (and so to one reviewer); it
    // goes when the invitation does.
    .addColumn('invitation_id', 'integer', (c) =>
      c.references('review_invitations.id').onDelete('cascade'),
    )
    .addColumn('reviewer_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('subject', 'varchar(200)', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_by_role', 'varchar(10)', (c) => c.notNull())
    .addColumn('created_at', timestampType, (c) => c.notNull())
    .addColumn('closed_at', timestampType)
    .addCheckConstraint(
      'discussion_threads_kind_check',
      sql`(kind = 'author' and invitation_id is null and reviewer_id is null)
        or (kind = 'reviewer' and invitation_id is not null and reviewer_id is not null)`,
    )
    .execute();
  await db.schema
    .createIndex('discussion_threads_manuscript_id_index')
    .on('discussion_threads')
    .column('manuscript_id')
    .execute();

  await addId(db.schema.createTable('discussion_messages'), d)
    .addColumn('thread_id', 'integer', (c) =>
      c.notNull().references('discussion_threads.id').onDelete('cascade'),
    )
    .addColumn('author_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    // What the writer spoke as: the reader's policy decides whether their name is shown.
    .addColumn('author_role', 'varchar(10)', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('file_path', 'varchar(500)')
    .addColumn('file_name', 'varchar(255)')
    .addColumn('mime_type', 'varchar(100)')
    .addColumn('file_size', 'integer')
    .addColumn('created_at', timestampType, (c) => c.notNull())
    .addCheckConstraint(
      'discussion_messages_author_role_check',
      sql`author_role in ('editor', 'author', 'reviewer')`,
    )
    .execute();
  await db.schema
    .createIndex('discussion_messages_thread_id_id_index')
    .on('discussion_messages')
    .columns(['thread_id', 'id'])
    .execute();

  await db.schema
    .createTable('discussion_reads')
    .addColumn('thread_id', 'integer', (c) =>
      c.notNull().references('discussion_threads.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('last_read_message_id', 'integer', (c) => c.notNull())
    .addColumn('read_at', timestampType, (c) => c.notNull())
    .addPrimaryKeyConstraint('discussion_reads_pkey', ['thread_id', 'user_id'])
    .execute();
}

export async function down(db: AnyKysely): Promise<void> {
  await db.schema.dropTable('discussion_reads').ifExists().execute();
  await db.schema.dropTable('discussion_messages').ifExists().execute();
  await db.schema.dropTable('discussion_threads').ifExists().execute();
}
