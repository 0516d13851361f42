// The remote registry: which build of each section the panel loads (a stable
// version, optionally a canary for a share of users), the release screen's
// payloads, and the cohort function both the host and the API use.
import { z } from 'zod';
import { msg } from './messages';
import { sectionManifestSchema, sectionNameSchema } from './section-manifest';

// The sections themselves are not listed here: each declares its manifest
// (mf-<name>/section.json, listed in the root sections.json) and the API
// serves them. A section name is a validated text; the API checks it names a
// section of its list.
export * from './section-manifest';

/** Message codes: the API renders them in the request's language. */
export const REMOTE_MESSAGES = {
  unknownSection: msg('remotes.unknownSection'),
  unknownVersion: msg('remotes.unknownVersion'),
  noCanary: msg('remotes.noCanary'),
  nothingToRollBack: msg('remotes.nothingToRollBack'),
  incompatible: msg('remotes.incompatible'),
} as const;

/** Why a release cannot run in the current host ('@colophon/shared ^2.0.0 needed, …'). */
export const incompatibleMessage = (reason: string) =>
  msg('remotes.incompatibleReason', { reason });

/** Semantic version of a release (1.4.0, 2.0.0-rc.1). */
export const releaseVersionSchema = z
  .string({ error: msg('field.text', { field: 'version' }) })
  .trim()
  .regex(/^\d{1,4}\.\d{1,4}\.\d{1,4}(-[0-9A-Za-z.-]{1,32})?$/, msg('remotes.versionFormat'));

const build = z.object({
  version: z.string(),
  /** URL of the build's mf-manifest.json. */
  entry: z.string(),
  /** The build deployed at the section's own origin (not a version of the release store). */
  deployed: z.boolean(),
});
export type RemoteBuild = z.infer<typeof build>;

const percentage = z.number().int().min(0).max(100);
const canary = build.extend({ percentage });
export type RemoteCanary = z.infer<typeof canary>;

/** A build the panel loads, with its own manifest: its routes and sidebar entries. */
const servedBuild = build.extend({ manifest: sectionManifestSchema });
export type ServedBuild = z.infer<typeof servedBuild>;

/** GET remotes: what the host registers at start-up. */
export const remoteDefinitionSchema = z.object({
  section: sectionNameSchema,
  /** Module Federation container name (the section manifest's `name`). */
  name: z.string().min(1),
  stable: servedBuild,
  canary: servedBuild.extend({ percentage }).nullable(),
});
export type RemoteDefinition = z.infer<typeof remoteDefinitionSchema>;

export const remotesResponseSchema = z.object({
  remotes: z.array(remoteDefinitionSchema),
  /** QA may pin a section to another build (?mf.<section>=<manifest URL>): off in production. */
  qa_overrides: z.boolean(),
  /**
   * The only origins a QA override may load from (the sections' origins, the
   * release store, QA_OVERRIDE_ORIGINS); empty while QA overrides are off.
   */
  qa_override_origins: z.array(z.string()).optional(),
  /**
   * The share of page loads (0-1) that report section health (POST remotes/health);
   * absent from an older API: none.
   */
  health_sample_rate: z.number().min(0).max(1).optional(),
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
  section: sectionNameSchema,
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

/**
 * One of the registry's sections (the API builds it from its list): an
 * unknown name answers "Unknown section".
 */
export const knownSectionSchema = (sections: readonly string[]) =>
  z.enum(sections as [string, ...string[]], { error: REMOTE_MESSAGES.unknownSection });

/** The `{section}` of a path; the API narrows it to its own list (knownSectionSchema). */
export const sectionParamSchema = z.object({ section: sectionNameSchema });

/** PUT remotes/{section}/canary: a version for a share of users; null or 0 % stops it. */
export const canaryUpdateSchema = z.strictObject({
  version: releaseVersionSchema.nullable(),
  percentage: z
    .number({ error: msg('field.number', { field: 'percentage' }) })
    .int(msg('remotes.percentageInteger'))
    .min(0, msg('remotes.percentageRange'))
    .max(100, msg('remotes.percentageRange')),
});
export type CanaryUpdate = z.infer<typeof canaryUpdateSchema>;

/** POST remotes/{section}/promote: make the canary (or the given version) the stable version. */
export const promoteSchema = z.strictObject({ version: releaseVersionSchema.optional() });
export type PromoteInput = z.infer<typeof promoteSchema>;

/** POST remotes/errors: a browser could not load a section's build. */
export const remoteLoadErrorSchema = z.strictObject({
  section: sectionNameSchema,
  version: z
    .string({ error: msg('field.text', { field: 'version' }) })
    .trim()
    .min(1, msg('field.required', { field: 'version' }))
    .max(64, msg('field.maxLength', { field: 'version', max: 64 })),
  entry: z
    .string({ error: msg('field.text', { field: 'entry' }) })
    .trim()
    .min(1, msg('field.required', { field: 'entry' }))
    .max(2048, msg('field.maxLength', { field: 'entry', max: 2048 })),
  message: z
    .string({ error: msg('field.text', { field: 'message' }) })
    .trim()
    .max(500, msg('field.maxLength', { field: 'message', max: 500 }))
    .default(''),
});
export type RemoteLoadError = z.infer<typeof remoteLoadErrorSchema>;

/** What `pnpm --filter <remote> release` writes beside each build in the store. */
export const releaseInfoSchema = z.object({
  app: z.string(),
  name: z.string(),
  section: sectionNameSchema,
  version: z.string(),
  built_at: z.string(),
  /** requiredVersion of every shared singleton the build expects the host to provide. */
  shared: z.record(z.string(), z.string()),
  /**
   * The API contract versions the build can talk to (a semver range such as
   * "^1.4.0", from API_CONTRACT_VERSION when it was built); absent in older releases.
   */
  api_contract: z.string().optional(),
  /** The modules the build's container exposes ("./section"); absent in older releases. */
  exposes: z.array(z.string()).optional(),
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
