// Letter templates: the texts administrators (platform defaults, journal_id
// null) and a journal's editors-in-chief (its overrides) edited. Built-in
// texts live in code, so an empty table means "Colophon's letters".
import { sql } from 'kysely';
import { addId, type AnyKysely, dialectName, timestampType } from '../src/db/portable';

export async function up(db: AnyKysely): Promise<void> {
  const d = dialectName(db);
  await addId(db.schema.createTable('mail_templates'), d)
    .addColumn('key', 'varchar(64)', (c) => c.notNull())
    .addColumn('locale', 'varchar(8)', (c) => c.notNull())
    .addColumn('journal_id', 'integer', (c) => c.references('journals.id').onDelete('cascade'))
    .addColumn('subject', 'varchar(300)', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('updated_at', timestampType, (c) => c.notNull())
    .execute();
  // NULL never equals NULL in a unique index, so the platform's rows (journal_id
  // null) get their own partial unique index; both dialects support them.
  await db.schema
    .createIndex('mail_templates_journal_key_locale_unique')
    .on('mail_templates')
    .columns(['journal_id', 'key', 'locale'])
    .unique()
    .where(sql.ref('journal_id'), 'is not', null)
    .execute();
  await db.schema
    .createIndex('mail_templates_platform_key_locale_unique')
    .on('mail_templates')
    .columns(['key', 'locale'])
    .unique()
    .where(sql.ref('journal_id'), 'is', null)
    .execute();
}

export async function down(db: AnyKysely): Promise<void> {
  await db.schema.dropTable('mail_templates').execute();
}
