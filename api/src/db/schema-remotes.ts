// The remote registry's tables (migrations 0004, 0011).
import type { Generated } from 'kysely';
import type { Timestamp } from './schema-core';

export interface SectionRolloutsTable {
  section: string;
  stable_version: string | null;
  canary_version: string | null;
  canary_percentage: Generated<number>;
  previous_versions: Generated<string>;
  updated_by: number | null;
  updated_at: Timestamp;
}

export interface RemoteLoadErrorsTable {
  id: Generated<number>;
  section: string;
  version: string;
  entry: string;
  message: Generated<string>;
  /** Hash of the reporting client (migration 0011); null only before it. */
  client: string | null;
  /** When this client last reported this build. */
  created_at: Timestamp;
}

export interface RemoteTables {
  section_rollouts: SectionRolloutsTable;
  remote_load_errors: RemoteLoadErrorsTable;
}
