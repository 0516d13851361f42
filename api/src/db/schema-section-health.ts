// Section health and rollout policies (migration 0031).
import type { Timestamp } from './schema-core';

/** One section build's counts over one minute, on one channel (summed by every process). */
export interface SectionHealthMinutesTable {
  section: string;
  version: string;
  /** 'stable' or 'canary'. */
  channel: string;
  /** UTC 'YYYY-MM-DDTHH:MM'. */
  minute: string;
  sessions: number;
  errored_sessions: number;
  load_errors: number;
  render_errors: number;
  unhandled_errors: number;
  api_calls: number;
  api_failures: number;
}

/** How many Web Vitals values of a minute fell into a bucket (section-health/vitals-buckets.ts). */
export interface SectionVitalsMinutesTable {
  section: string;
  version: string;
  channel: string;
  minute: string;
  /** 'lcp', 'inp' or 'cls'. */
  metric: string;
  bucket: number;
  n: number;
}

export interface SectionRolloutPoliciesTable {
  section: string;
  /** rolloutPolicySchema as JSON. */
  policy: string;
  updated_by: number | null;
  updated_at: Timestamp;
}

export interface SectionHealthTables {
  section_health_minutes: SectionHealthMinutesTable;
  section_vitals_minutes: SectionVitalsMinutesTable;
  section_rollout_policies: SectionRolloutPoliciesTable;
}
