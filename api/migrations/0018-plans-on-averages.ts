// SQLite databases analyzed before this keep no per-value samples
// (src/db/sqlite-statistics.ts says why). Nothing to do on PostgreSQL.
import type { AnyKysely } from '../src/db/portable';
import { dropValueSamples } from '../src/db/sqlite-statistics';

export async function up(db: AnyKysely) {
  await dropValueSamples(db);
}

export async function down(): Promise<void> {
  // The samples come back with the next ANALYZE.
}
