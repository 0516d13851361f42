// Forgotten passwords: one row per reset link mailed. Only the sha256 of the
// link's token is kept (a copy of the database resets no one's password); a
// link works once (`used_at`) until `expires_at`, and only while the account
// still has the address it was mailed to (`email`).
import { addId, type AnyKysely, dialectName, timestampType } from '../src/db/portable';

export async function up(db: AnyKysely): Promise<void> {
  await addId(db.schema.createTable('password_resets'), dialectName(db))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('email', 'varchar(255)', (c) => c.notNull())
    .addColumn('expires_at', timestampType, (c) => c.notNull())
    .addColumn('used_at', timestampType)
    .addColumn('created_at', timestampType, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('password_resets_token_hash_index')
    .on('password_resets')
    .column('token_hash')
    .unique()
    .execute();
  // A reset ends every other link of the account: found by user.
  await db.schema
    .createIndex('password_resets_user_id_index')
    .on('password_resets')
    .column('user_id')
    .execute();
}

export async function down(db: AnyKysely): Promise<void> {
  await db.schema.dropTable('password_resets').execute();
}
