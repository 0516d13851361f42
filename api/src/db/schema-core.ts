// Kysely table types of the core tables (migration 0001-core).
// Conventions shared with the content tables (see ./portable):
// - timestamps are ISO-8601 text (`new Date().toISOString()`) on both dialects;
// - booleans are BOOLEAN on PostgreSQL and 0/1 INTEGER on SQLite: write JS
//   booleans (a plugin turns them into 0/1 on SQLite), read with `Boolean(x)`;
// - lists and objects are JSON text.
import type { ColumnType, Generated } from 'kysely';

/** Reads as boolean (PostgreSQL) or 0/1 (SQLite); written as a boolean. */
export type Bool = ColumnType<boolean | number, boolean | undefined, boolean>;
/** ISO-8601 text. */
export type Timestamp = string;

export interface UsersTable {
  id: Generated<number>;
  name: string;
  email: string;
  password: string;
  email_verified_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  deleted_at: Timestamp | null;
  /** Migration 0008: the language of the user's e-mail (en, ur, de); null until known. */
  locale: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface RolesTable {
  id: Generated<number>;
  name: string;
  description: string | null;
  created_at: Timestamp;
}

export interface UserRolesTable {
  user_id: number;
  role_id: number;
  created_at: Timestamp;
}

export interface AcademicProfilesTable {
  id: Generated<number>;
  user_id: number;
  title: string | null;
  first_name: string | null;
  middle_name: string | null;
  last_name: string | null;
  email: string | null;
  phone: string | null;
  career_stage: string | null;
  institution: string | null;
  department: string | null;
  position: string | null;
  city: string | null;
  country: string | null;
  orcid: string | null;
  bio: string | null;
  h_index: number | null;
  citation_count: Generated<number>;
  /** JSON array of strings. */
  research_areas: string;
  /** JSON array of strings. */
  languages: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PublicationsTable {
  id: Generated<number>;
  user_id: number;
  title: string;
  type: string;
  is_verified: Bool;
  is_open_access: Bool;
  is_featured: Bool;
  venue: string | null;
  journal_name: string | null;
  conference_name: string | null;
  publication_year: number | null;
  abstract: string | null;
  citation_count: Generated<number>;
  view_count: Generated<number>;
  download_count: Generated<number>;
  doi: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface TagsTable {
  id: Generated<number>;
  name: string;
  slug: string;
  /** Migration 0009: tagNameKey(name), unique (names are unique whatever their case). */
  name_key: string | null;
  description: string | null;
  /** '#rrggbb' or null. */
  color: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AccessTokensTable {
  id: Generated<number>;
  user_id: number;
  /** sha256 (hex) of the opaque token; the token itself is never stored. */
  token_hash: string;
  name: string;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  last_used_at: Timestamp | null;
  created_at: Timestamp;
}

export interface AuditLogTable {
  id: Generated<number>;
  actor_id: number | null;
  entity: string;
  entity_id: number | null;
  action: string;
  /** JSON text or null. */
  before: string | null;
  /** JSON text or null. */
  after: string | null;
  created_at: Timestamp;
}

export interface CoreTables {
  users: UsersTable;
  roles: RolesTable;
  user_roles: UserRolesTable;
  academic_profiles: AcademicProfilesTable;
  publications: PublicationsTable;
  tags: TagsTable;
  access_tokens: AccessTokensTable;
  audit_log: AuditLogTable;
}
