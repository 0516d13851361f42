// SQL of the health check.
import { sql } from 'kysely';
import type { Database } from '../../db/database';

/** One database round trip. */
export async function pingDatabase(db: Database): Promise<void> {
  await sql`select 1`.execute(db);
}
