// The scheduled reminders look for invitations by status ('invited', or
// 'accepted') in id order, a page at a time. Without an index that starts with
// the status, SQLite found them through the manuscripts under review and sorted
// every match before taking a page: 1.2 s per page at 10^6 manuscripts, and on
// SQLite a statement holds the API's only thread while it runs. Through this
// index: 0.06 s (docs/performance.md, "Reminders at 10^6").
import { sql } from 'kysely';
import type { AnyKysely } from '../src/db/portable';

export async function up(db: AnyKysely) {
  await sql`create index review_invitations_status_id_index on review_invitations (status, id)`.execute(
    db,
  );
}

export async function down(db: AnyKysely) {
  await sql`drop index review_invitations_status_id_index`.execute(db);
}
