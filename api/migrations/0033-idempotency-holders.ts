// Idempotent creates that survive a crash. A claim now says which API process
// holds it (`holder`, since `claimed_at`), and what the request committed:
// `results` is written inside the request's own transaction, so a row the
// request created and the key that created it are stored together or not at
// all. A re-send finding a claim whose holder is gone answers from `results`
// (or runs the request again when nothing committed) instead of waiting.
import { type AnyKysely, timestampType } from '../src/db/portable';

export async function up(db: AnyKysely) {
  await db.schema
    .alterTable('idempotency_keys')
    // A random number per API process (its PostgreSQL advisory lock); null once the claim is settled or released.
    .addColumn('holder', 'integer')
    .execute();
  await db.schema.alterTable('idempotency_keys').addColumn('claimed_at', timestampType).execute();
  // A JSON list: what each committed transaction of the request returned, in order.
  await db.schema.alterTable('idempotency_keys').addColumn('results', 'text').execute();
}

export async function down(db: AnyKysely) {
  for (const column of ['results', 'claimed_at', 'holder']) {
    await db.schema.alterTable('idempotency_keys').dropColumn(column).execute();
  }
}
