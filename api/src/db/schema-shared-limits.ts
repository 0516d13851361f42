// Kysely table types of migration 0032-rate-limits: the counters of every
// request limit (modules/auth/rate-limiter-kysely.ts).

export interface RateLimitsTable {
  /** A hash of the limiter's prefix and key. */
  key: string;
  /** Points consumed in the window (failures, requests). */
  points: number;
  /** Epoch ms at which the window ends (null: never). */
  expire: number | null;
}

export interface SharedLimitTables {
  rate_limits: RateLimitsTable;
}
