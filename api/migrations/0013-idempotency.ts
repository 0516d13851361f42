// Idempotent creates (a retry makes no duplicate): a POST carrying an Idempotency-Key claims
// (user, key) first — the primary key lets only one of two concurrent
// identical requests through — and stores its answer when done, replayed for
// 24 hours to a retry with the same key.
import { type AnyKysely } from '../src/db/portable';
import { timestampType } from '../src/db/portable';

export async function up(db: AnyKysely) {
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('key', 'varchar(255)', (c) => c.notNull())
    // sha256 of method, route and body: the same key with another request is refused.
    .addColumn('request_hash', 'varchar(64)', (c) => c.notNull())
    // Null while the first request is being processed.
    .addColumn('status', 'integer')
    .addColumn('content_type', 'varchar(255)')
    .addColumn('body', 'text')
    .addColumn('created_at', timestampType, (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pkey', ['user_id', 'key'])
    .execute();
  await db.schema
    .createIndex('idempotency_keys_created_at_index')
    .on('idempotency_keys')
    .column('created_at')
    .execute();
}

export async function down(db: AnyKysely) {
  await db.schema.dropTable('idempotency_keys').execute();
}
