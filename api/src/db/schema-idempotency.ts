// Kysely table types of migration 0013-idempotency.
import type { Timestamp } from './schema-core';

export interface IdempotencyKeysTable {
  user_id: number;
  key: string;
  request_hash: string;
  status: number | null;
  content_type: string | null;
  body: string | null;
  created_at: Timestamp;
}

export interface IdempotencyTables {
  idempotency_keys: IdempotencyKeysTable;
}
