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
  // Migration 0033-idempotency-holders: the API process holding an unsettled claim, since
  // when, and (JSON) what the request's committed transactions returned.
  holder: number | null;
  claimed_at: Timestamp | null;
  results: string | null;
}

export interface IdempotencyTables {
  idempotency_keys: IdempotencyKeysTable;
}
