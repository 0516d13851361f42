// Section health and the rollout policy (docs/releases.md): what browsers
// report of each section build they run, what the release screen shows of
// it, and the per-section rule that rolls a canary back on its own.
import { z } from 'zod';
import { msg } from './messages';
import { sectionNameSchema } from './section-manifest';

/** The channel a browser loaded a section build through (QA overrides report nothing). */
export const HEALTH_CHANNELS = ['stable', 'canary'] as const;
export type HealthChannel = (typeof HEALTH_CHANNELS)[number];

const count = z.number().int().min(0).max(1000);
/** A Web Vitals duration in milliseconds (LCP, INP); longer is clamped by the sender. */
const durationMs = z.number().min(0).max(60_000);

/**
 * What one page load saw of one section build since its previous beacon.
 * Anonymous: the cohort (0-99) the build was chosen by, never a user or a device.
 * `sessions` is 1 in the first sample of a page load for that section, and
 * `errored_sessions` 1 in the first sample after its first error of any kind,
 * so the API can count sessions and errored sessions without an id.
 */
export const healthSampleSchema = z.strictObject({
  section: sectionNameSchema,
  version: z.string().trim().min(1).max(64),
  channel: z.enum(HEALTH_CHANNELS),
  cohort: z.number().int().min(0).max(99),
  sessions: z.number().int().min(0).max(1),
  errored_sessions: z.number().int().min(0).max(1),
  load_errors: count,
  render_errors: count,
  unhandled_errors: count,
  api_calls: count,
  api_failures: count,
  lcp_ms: z.array(durationMs).max(5),
  inp_ms: z.array(durationMs).max(20),
  cls: z.array(z.number().min(0).max(100)).max(5),
});
export type HealthSample = z.infer<typeof healthSampleSchema>;

/** The largest beacon body the API reads (bytes); the sender splits above it. */
export const HEALTH_BEACON_MAX_BYTES = 16_384;

/** POST remotes/health: a batch of samples, sent with navigator.sendBeacon (no sign-in). */
export const healthBeaconSchema = z.strictObject({
  samples: z.array(healthSampleSchema).min(1).max(20),
});
export type HealthBeacon = z.infer<typeof healthBeaconSchema>;

/** One channel's figures over a span of minutes (a chart point, or the policy's window). */
export const healthFiguresSchema = z.object({
  version: z.string(),
  sessions: z.number().int(),
  errored_sessions: z.number().int(),
  /** Errored sessions per session, in per cent; null without sessions. */
  error_rate: z.number().nullable(),
  load_errors: z.number().int(),
  render_errors: z.number().int(),
  unhandled_errors: z.number().int(),
  api_calls: z.number().int(),
  api_failures: z.number().int(),
  /** Failed or 5xx API calls per call, in per cent; null without calls. */
  api_failure_rate: z.number().nullable(),
  /** 75th percentiles (ms) and how many values they are taken from. */
  inp_p75: z.number().nullable(),
  inp_samples: z.number().int(),
  lcp_p75: z.number().nullable(),
  lcp_samples: z.number().int(),
  cls_p75: z.number().nullable(),
});
export type HealthFigures = z.infer<typeof healthFiguresSchema>;

/** A minute of the health chart: each channel's figures in that minute (UTC, ISO start). */
export const healthPointSchema = z.object({
  minute: z.string(),
  stable: healthFiguresSchema.nullable(),
  canary: healthFiguresSchema.nullable(),
});
export type HealthPoint = z.infer<typeof healthPointSchema>;

/** A number of the policy form, refused with its own message when it is not one or out of range. */
const policyNumber = (
  code:
    | 'rollout.windowMinutes'
    | 'rollout.minSessions'
    | 'rollout.maxErrorRate'
    | 'rollout.errorRatio'
    | 'rollout.regressionMs'
    | 'rollout.promoteAfter',
  min: number,
  max: number,
  integer = true,
) => {
  const number = z
    .number({ error: msg(code) })
    .min(min, msg(code))
    .max(max, msg(code));
  return integer ? number.int(msg(code)) : number;
};

/**
 * A section's rollout policy. Over the last `window_minutes`, once the canary
 * has `min_sessions` sessions, it is rolled back when its error rate is above
 * `max_error_rate` % and more than `error_ratio` × stable's, or when its p75
 * INP (LCP) exceeds stable's by more than the given milliseconds (null: not
 * watched). `promote_after_minutes`: a canary that stayed healthy that long,
 * with the sample, is promoted (null: promotion stays by hand).
 */
export const rolloutPolicySchema = z.strictObject({
  enabled: z.boolean({ error: msg('rollout.boolean') }),
  window_minutes: policyNumber('rollout.windowMinutes', 1, 1440),
  min_sessions: policyNumber('rollout.minSessions', 1, 1_000_000),
  max_error_rate: policyNumber('rollout.maxErrorRate', 0, 100, false),
  error_ratio: policyNumber('rollout.errorRatio', 1, 100, false),
  max_inp_regression_ms: policyNumber('rollout.regressionMs', 0, 60_000).nullable(),
  max_lcp_regression_ms: policyNumber('rollout.regressionMs', 0, 60_000).nullable(),
  promote_after_minutes: policyNumber('rollout.promoteAfter', 1, 10_080).nullable(),
});
export type RolloutPolicy = z.infer<typeof rolloutPolicySchema>;

/** A section's policy until an administrator changes it: the figures of docs/releases.md. */
export const DEFAULT_ROLLOUT_POLICY: RolloutPolicy = {
  enabled: true,
  window_minutes: 10,
  min_sessions: 200,
  max_error_rate: 2,
  error_ratio: 2,
  max_inp_regression_ms: 100,
  max_lcp_regression_ms: null,
  promote_after_minutes: null,
};

/** Which rule of the policy a canary broke. */
export const ROLLOUT_RULES = ['error_rate', 'inp', 'lcp'] as const;
export type RolloutRule = (typeof ROLLOUT_RULES)[number];

/** Why the watcher acted: the rule and the figures it read, kept in the release history. */
export const rolloutVerdictSchema = z.object({
  rule: z.enum(ROLLOUT_RULES),
  window_minutes: z.number().int(),
  canary: healthFiguresSchema,
  stable: healthFiguresSchema.nullable(),
  /** The policy's threshold the figure crossed, in the rule's unit (%, ms). */
  threshold: z.number(),
  /** Rule error_rate: the policy's ratio to stable's rate the canary also exceeded (× stable). */
  error_ratio: z.number().optional(),
});
export type RolloutVerdict = z.infer<typeof rolloutVerdictSchema>;

/** GET remotes/{section}/health?minutes=: the release health screen of one section. */
export const sectionHealthSchema = z.object({
  section: sectionNameSchema,
  minutes: z.number().int(),
  policy: rolloutPolicySchema,
  points: z.array(healthPointSchema),
  /** The policy's window now, per channel (what the watcher reads). */
  window: z.object({
    stable: healthFiguresSchema.nullable(),
    canary: healthFiguresSchema.nullable(),
  }),
  /** What the watcher would do now: null while the canary is healthy or the sample too small. */
  breach: rolloutVerdictSchema.nullable(),
});
export type SectionHealth = z.infer<typeof sectionHealthSchema>;

export const healthQuerySchema = z.object({
  minutes: z.coerce
    .number({ error: msg('rollout.chartMinutes') })
    .int(msg('rollout.chartMinutes'))
    .min(5, msg('rollout.chartMinutes'))
    .max(10_080, msg('rollout.chartMinutes'))
    .default(60),
});

/** The actions of a section's release history. */
export const RELEASE_ACTIONS = [
  'canary',
  'promote',
  'rollback',
  'auto_rollback',
  'auto_promote',
  'policy',
] as const;
export type ReleaseAction = (typeof RELEASE_ACTIONS)[number];

/** GET remotes/{section}/history: what changed a section's rollout, newest first. */
export const releaseHistoryEntrySchema = z.object({
  id: z.number().int(),
  action: z.enum(RELEASE_ACTIONS),
  at: z.string(),
  /** Who did it; null when the rollout watcher did. */
  by: z.string().nullable(),
  stable_version: z.string().nullable(),
  canary_version: z.string().nullable(),
  canary_percentage: z.number().int(),
  /** For an automatic rollback or promotion: the rule and the figures. */
  verdict: rolloutVerdictSchema.nullable(),
});
export type ReleaseHistoryEntry = z.infer<typeof releaseHistoryEntrySchema>;
