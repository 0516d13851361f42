// Kysely table types of migration 0012-shared-limits (PostgreSQL only).

export interface LoginAttemptsTable {
  key: string;
  failures: number;
  /** Epoch ms before which the key is refused (0: not blocked). */
  blocked_until: number;
  /** Epoch ms after which the row is dead. */
  expires_at: number;
}

export interface SharedLimitTables {
  login_attempts: LoginAttemptsTable;
}
