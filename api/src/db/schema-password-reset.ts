// Kysely table types of the password reset links (migration 0025-password-reset).
import type { Generated } from 'kysely';
import type { Timestamp } from './schema-core';

export interface PasswordResetsTable {
  id: Generated<number>;
  user_id: number;
  /** sha256 (hex) of the link's token; the token itself is only in the mail. */
  token_hash: string;
  /** The address the link was mailed to: the link dies if the account's address changes. */
  email: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: Timestamp;
}

export interface PasswordResetTables {
  password_resets: PasswordResetsTable;
}
