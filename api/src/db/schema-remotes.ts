// The remote registry's tables (migration 0004).
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
  created_at: Timestamp;
}

export interface RemoteTables {
  section_rollouts: SectionRolloutsTable;
  remote_load_errors: RemoteLoadErrorsTable;
}
