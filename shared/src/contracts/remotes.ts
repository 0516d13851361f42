// The remote registry: which build of each section the panel loads (a stable
// version, optionally a canary for a share of users), the release screen's
// payloads, and the cohort function both the host and the API use.
import { z } from 'zod';

/** The sections the host mounts, with their Module Federation container and package names. */
export const SECTIONS = [
  { section: 'journals', name: 'mf_journals', app: 'mf-journals' },
  { section: 'manuscripts', name: 'mf_manuscripts', app: 'mf-manuscripts' },
  { section: 'users', name: 'mf_users', app: 'mf-users' },
  { section: 'categories', name: 'mf_categories', app: 'mf-categories' },
] as const;
export type SectionName = (typeof SECTIONS)[number]['section'];
export const SECTION_NAMES = SECTIONS.map((s) => s.section) as [SectionName, ...SectionName[]];

export const REMOTE_MESSAGES = {
  unknownSection: 'Unknown section',
  unknownVersion: 'This version is not in the release store.',
  noCanary: 'There is no canary to promote.',
  nothingToRollBack: 'There is no earlier stable version to roll back to.',
  incompatible: 'This release cannot run in the current host',
} as const;

/** Semantic version of a release (1.4.0, 2.0.0-rc.1). */
export const releaseVersionSchema = z
  .string({ error: 'The version must be a text' })
  .trim()
  .regex(
    /^\d{1,4}\.\d{1,4}\.\d{1,4}(-[0-9A-Za-z.-]{1,32})?$/,
    'The version must look like 1.2.3 (optionally 1.2.3-rc.1)',
  );

const build = z.object({
  version: z.string(),
  /** URL of the build's mf-manifest.json. */
  entry: z.string(),
  /** The build deployed at the section's own origin (not a version of the release store). */
  deployed: z.boolean(),
});
export type RemoteBuild = z.infer<typeof build>;

const canary = build.extend({ percentage: z.number().int().min(0).max(100) });
export type RemoteCanary = z.infer<typeof canary>;

/** GET remotes: what the host registers at start-up. */
export const remoteDefinitionSchema = z.object({
  section: z.enum(SECTION_NAMES),
  /** Module Federation container name, e.g. mf_journals. */
  name: z.string().min(1),
  stable: build,
  canary: canary.nullable(),
});
export type RemoteDefinition = z.infer<typeof remoteDefinitionSchema>;

export const remotesResponseSchema = z.object({
  remotes: z.array(remoteDefinitionSchema),
  /** QA may pin a section to another build (?mf.<section>=<manifest URL>): off in production. */
  qa_overrides: z.boolean(),
});
export type RemotesResponse = z.infer<typeof remotesResponseSchema>;

/** A version in the release store, with the host-compatibility verdict. */
export const availableReleaseSchema = build.extend({
  built_at: z.string().nullable(),
  compatible: z.boolean(),
  /** Why it cannot run in the current host (a shared singleton the host cannot satisfy). */
  reason: z.string().nullable(),
});
export type AvailableRelease = z.infer<typeof availableReleaseSchema>;

/** GET remotes/releases: the release screen, one row per section. */
export const sectionReleaseSchema = z.object({
  section: z.enum(SECTION_NAMES),
  name: z.string(),
  app: z.string(),
  stable: build,
  canary: canary.nullable(),
  /** Earlier stable versions, newest first: what a rollback returns to. */
  previous: z.array(build),
  available: z.array(availableReleaseSchema),
  /** Load errors reported by browsers in the last 24 hours, per version. */
  errors: z.array(z.object({ version: z.string(), count: z.number().int() })),
  updated_at: z.string().nullable(),
  updated_by: z.string().nullable(),
});
export type SectionRelease = z.infer<typeof sectionReleaseSchema>;

export const sectionParamSchema = z.object({
  section: z.enum(SECTION_NAMES, { error: REMOTE_MESSAGES.unknownSection }),
});

/** PUT remotes/{section}/canary: a version for a share of users; null or 0 % stops it. */
export const canaryUpdateSchema = z.strictObject({
  version: releaseVersionSchema.nullable(),
  percentage: z
    .number({ error: 'The percentage must be a number' })
    .int('The percentage must be a whole number')
    .min(0, 'The percentage must be between 0 and 100')
    .max(100, 'The percentage must be between 0 and 100'),
});
export type CanaryUpdate = z.infer<typeof canaryUpdateSchema>;

/** POST remotes/{section}/promote: make the canary (or the given version) the stable version. */
export const promoteSchema = z.strictObject({ version: releaseVersionSchema.optional() });
export type PromoteInput = z.infer<typeof promoteSchema>;

/** POST remotes/errors: a browser could not load a section's build. */
export const remoteLoadErrorSchema = z.strictObject({
  section: z.enum(SECTION_NAMES, { error: REMOTE_MESSAGES.unknownSection }),
  version: z.string().trim().min(1).max(64),
  entry: z.string().trim().min(1).max(2048),
  message: z.string().trim().max(500).default(''),
});
export type RemoteLoadError = z.infer<typeof remoteLoadErrorSchema>;

/** What `pnpm --filter <remote> release` writes beside each build in the store. */
export const releaseInfoSchema = z.object({
  app: z.string(),
  name: z.string(),
  section: z.enum(SECTION_NAMES),
  version: z.string(),
  built_at: z.string(),
  /** requiredVersion of every shared singleton the build expects the host to provide. */
  shared: z.record(z.string(), z.string()),
});
export type ReleaseInfo = z.infer<typeof releaseInfoSchema>;

/** releases/<app>/index.json: the versions in the store. */
export const releaseIndexSchema = z.object({
  versions: z.array(z.object({ version: z.string(), built_at: z.string() })),
});
export type ReleaseIndex = z.infer<typeof releaseIndexSchema>;

/** 32-bit FNV-1a: small, fast and well spread over short keys. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  // Final avalanche so that keys differing only in their last characters spread too.
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  return hash >>> 0;
}

/**
 * The cohort (0-99) of a subject for one section: stable for the same subject
 * and section, independent between sections. A canary of p % serves cohorts
 * below p, so raising p only adds users and a subject never flips back.
 */
export function cohortOf(subject: string, section: string): number {
  return fnv1a(`${section}:${subject}`) % 100;
}

export const inCanary = (cohort: number, percentage: number) => cohort < percentage;

/** The subject of a signed-in user; anonymous visitors use their device id. */
export const userSubject = (userId: number) => `user:${userId}`;
export const deviceSubject = (deviceId: string) => `device:${deviceId}`;
