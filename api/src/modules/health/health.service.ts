// Liveness: the API answers and its database does.
import type { Database } from '../../db/database';
import { dialectName } from '../../db/portable';
import { pingDatabase } from './health.repository';

export async function checkHealth(db: Database) {
  await pingDatabase(db);
  return { status: 'ok' as const, database: dialectName(db) };
}
