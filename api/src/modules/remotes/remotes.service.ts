// The remote registry's rules: which build of each section browsers load,
// canaries for a share of users, promotion, rollback, and the compatibility
// check that keeps a release the host cannot run from going live.
import crypto from 'node:crypto';
import {
  type CanaryUpdate,
  type PromoteInput,
  REMOTE_MESSAGES,
  incompatibleMessage,
  renderMessage,
  type RemoteBuild,
  type RemoteDefinition,
  type RemoteLoadError,
  type SectionManifest,
  type SectionName,
  type SectionRelease,
  type ServedBuild,
} from '@colophon/shared/contracts';
import type { Database } from '../../db/database';
import { parseJsonList } from '../../db/portable';
import { writeAudit } from '../../lib/audit.repository';
import { fieldError, unprocessable } from '../../lib/http-errors';
import type { AuthUser } from '../../plugins/auth';
import { incompatibility } from './compatibility';
import { ReleaseStore } from './release-store';
import { originOf, type ReleasesConfig } from './releases-config';
import * as repo from './remotes.repository';

const PREVIOUS_KEPT = 10;
const ERROR_WINDOW_MS = 24 * 60 * 60 * 1000;

/** What a request knows to build URLs: the registry's settings and the panel's host name. */
export type RegistryContext = {
  config: ReleasesConfig;
  store: ReleaseStore;
  /** Protocol and host name the panel was opened on (URLs follow it: localhost, a LAN name). */
  proto: string;
  hostname: string;
};

/** The section's manifest of the registry's list (the routes validate the name first). */
function sectionInfo(ctx: RegistryContext, section: SectionName): SectionManifest {
  const manifest = ctx.config.sections.find((s) => s.section === section);
  if (!manifest) throw new Error(`${section} is not a section of the registry`);
  return manifest;
}

/** The build deployed at the section's own origin, as browsers and the API reach it. */
function originUrls(ctx: RegistryContext, section: SectionName) {
  const pinned = ctx.config.originUrls[section];
  const port = ctx.config.originPorts[section];
  return {
    browser: pinned ?? `${ctx.proto}://${ctx.hostname}:${port}/mf-manifest.json`,
    server: pinned ?? `http://127.0.0.1:${port}/mf-manifest.json`,
  };
}

function storeEntry(ctx: RegistryContext, app: string, version: string) {
  const base = ctx.config.publicUrl ?? `${ctx.proto}://${ctx.hostname}:${ctx.config.port}`;
  return base + ReleaseStore.manifestPath(app, version);
}

/** A build of the store (a version) or, for null, the build deployed at the section's origin. */
async function buildOf(
  ctx: RegistryContext,
  section: SectionName,
  version: string | null,
): Promise<RemoteBuild> {
  if (version !== null) {
    return {
      version,
      entry: storeEntry(ctx, sectionInfo(ctx, section).app, version),
      deployed: false,
    };
  }
  const urls = originUrls(ctx, section);
  const deployedVersion = await ctx.store.deployedVersion(urls.server);
  return { version: deployedVersion ?? 'deployed', entry: urls.browser, deployed: true };
}

/**
 * The manifest a build carries: a release's own section.json, or the one its
 * origin serves for the deployed build; the registry's copy when neither can
 * be read (or names another section).
 */
async function manifestOf(ctx: RegistryContext, section: SectionName, build: RemoteBuild) {
  const listed = sectionInfo(ctx, section);
  const own = build.deployed
    ? await ctx.store.deployedManifest(originUrls(ctx, section).server)
    : await ctx.store.releaseManifest(listed.app, build.version);
  return own?.section === section ? own : listed;
}

async function servedBuildOf(
  ctx: RegistryContext,
  section: SectionName,
  version: string | null,
): Promise<ServedBuild> {
  const build = await buildOf(ctx, section, version);
  return { ...build, manifest: await manifestOf(ctx, section, build) };
}

const rowsBySection = async (db: Database) =>
  new Map((await repo.findRollouts(db)).map((row) => [row.section, row]));

/** GET remotes: the stable build of each section and its live canary, with their manifests. */
export async function remoteDefinitions(
  db: Database,
  ctx: RegistryContext,
): Promise<RemoteDefinition[]> {
  const rows = await rowsBySection(db);
  return Promise.all(
    ctx.config.sections.map(async ({ section, name }) => {
      const row = rows.get(section);
      const live = row?.canary_version && row.canary_percentage > 0;
      return {
        section,
        name,
        stable: await servedBuildOf(ctx, section, row?.stable_version ?? null),
        canary: live
          ? {
              ...(await servedBuildOf(ctx, section, row.canary_version!)),
              percentage: row.canary_percentage,
            }
          : null,
      };
    }),
  );
}

/**
 * The origins a QA override may load from: each section's own origin, the
 * release store and QA_OVERRIDE_ORIGINS — none while QA overrides are off.
 * The panel's CSP allows the same ones (serve/src/deployment.mjs).
 */
export function qaOverrideOrigins(ctx: RegistryContext): string[] {
  if (!ctx.config.qaOverrides) return [];
  const origins = ctx.config.sections.map((s) => originOf(originUrls(ctx, s.section).browser));
  origins.push(originOf(storeEntry(ctx, 'x', '0.0.0')));
  return [...new Set([...origins, ...ctx.config.qaOverrideOrigins])].filter(
    (origin): origin is string => origin !== null,
  );
}

/** Why `version` of the section cannot go live, thrown as a 422; nothing when it can. */
async function assertReleasable(ctx: RegistryContext, section: SectionName, version: string) {
  const { app } = sectionInfo(ctx, section);
  const info = await ctx.store.info(app, version);
  if (!info) throw fieldError('version', REMOTE_MESSAGES.unknownVersion);
  ctx.store.forgetVersions(app);
  const host = await ctx.store.hostProvides();
  if (!host) {
    throw fieldError('version', incompatibleMessage("the host's manifest could not be read"));
  }
  const reason = incompatibility(host, info.shared);
  if (reason) throw fieldError('version', incompatibleMessage(reason));
}

/** GET remotes/releases: everything the release screen shows. */
export async function releaseOverview(
  db: Database,
  ctx: RegistryContext,
): Promise<SectionRelease[]> {
  const rows = await rowsBySection(db);
  const since = new Date(Date.now() - ERROR_WINDOW_MS).toISOString();
  const errors = await repo.countLoadErrors(db, since);
  const host = await ctx.store.hostProvides();
  return Promise.all(
    ctx.config.sections.map(async ({ section, name, app }) => {
      const row = rows.get(section);
      const available = await Promise.all(
        (await ctx.store.versions(app)).map(async ({ version, built_at }) => {
          const info = await ctx.store.info(app, version).catch(() => null);
          const reason = !info
            ? // Shown among the English reasons of the compatibility check.
              renderMessage(REMOTE_MESSAGES.unknownVersion, 'en')
            : host
              ? incompatibility(host, info.shared)
              : "The host's manifest could not be read.";
          return {
            version,
            entry: storeEntry(ctx, app, version),
            deployed: false,
            built_at,
            compatible: reason === null,
            reason,
          };
        }),
      );
      const previous = parseJsonList(row?.previous_versions).map((v) => v || null);
      return {
        section,
        name,
        app,
        stable: await buildOf(ctx, section, row?.stable_version ?? null),
        canary: row?.canary_version
          ? {
              version: row.canary_version,
              entry: storeEntry(ctx, app, row.canary_version),
              deployed: false,
              percentage: row.canary_percentage,
            }
          : null,
        previous: await Promise.all(previous.map((v) => buildOf(ctx, section, v))),
        available,
        errors: errors
          .filter((e) => e.section === section)
          .map((e) => ({ version: e.version, count: Number(e.count) })),
        updated_at: row?.updated_at ?? null,
        updated_by: row?.updated_by ?? null,
      };
    }),
  );
}

type Rollout = repo.RolloutValues;

/**
 * Runs a release change: reads the section's rollout under a row lock, lets
 * `change` decide the new one (or throw), and writes it with its audit entry
 * — all one transaction, so concurrent changes (several API processes) take
 * turns and every audit entry follows from the previous state.
 */
async function change(
  db: Database,
  actor: AuthUser,
  section: SectionName,
  action: string,
  decide: (before: Rollout) => Promise<Rollout>,
) {
  await db.transaction().execute(async (trx) => {
    const before = await repo.lockRollout(trx, section);
    const after = await decide(before);
    await repo.saveRollout(trx, section, after, actor.id);
    await writeAudit(trx, {
      actorId: actor.id,
      entity: `section_rollout:${section}`,
      entityId: null,
      action,
      before,
      after,
    });
  });
}

/** PUT remotes/{section}/canary. */
export async function setCanary(
  db: Database,
  actor: AuthUser,
  section: SectionName,
  input: CanaryUpdate,
  ctx: RegistryContext,
) {
  // Checked before the lock: it reads the release store, not the rollout.
  if (input.version !== null) await assertReleasable(ctx, section, input.version);
  await change(db, actor, section, 'canary', async (before) => ({
    ...before,
    canary_version: input.version,
    canary_percentage: input.version === null ? 0 : input.percentage,
  }));
}

/** Pushes the current stable version onto the rollback list. */
const withPrevious = (rollout: Rollout, previous: string | null) =>
  JSON.stringify(
    [previous ?? '', ...parseJsonList(rollout.previous_versions)].slice(0, PREVIOUS_KEPT),
  );

/** POST remotes/{section}/promote: the canary (or a given version) becomes stable. */
export async function promote(
  db: Database,
  actor: AuthUser,
  section: SectionName,
  input: PromoteInput,
  ctx: RegistryContext,
) {
  if (input.version) await assertReleasable(ctx, section, input.version);
  await change(db, actor, section, 'promote', async (before) => {
    const version = input.version ?? before.canary_version;
    if (!version) throw unprocessable(REMOTE_MESSAGES.noCanary);
    // The canary is only known under the lock (a release-store read while locked).
    if (!input.version) await assertReleasable(ctx, section, version);
    const promotesCanary = version === before.canary_version;
    return {
      stable_version: version,
      canary_version: promotesCanary ? null : before.canary_version,
      canary_percentage: promotesCanary ? 0 : before.canary_percentage,
      previous_versions:
        version === before.stable_version
          ? before.previous_versions
          : withPrevious(before, before.stable_version),
    };
  });
}

/**
 * POST remotes/{section}/rollback: a live canary stops; without one, the
 * previous stable version comes back. Effective on the next page load.
 */
export async function rollback(db: Database, actor: AuthUser, section: SectionName) {
  await change(db, actor, section, 'rollback', async (before) => {
    if (before.canary_version && before.canary_percentage > 0) {
      return { ...before, canary_version: null, canary_percentage: 0 };
    }
    const [previous, ...older] = parseJsonList(before.previous_versions);
    if (previous === undefined) throw unprocessable(REMOTE_MESSAGES.nothingToRollBack);
    return {
      ...before,
      stable_version: previous || null,
      previous_versions: JSON.stringify(older),
    };
  });
}

/** How long a load-error report is kept (the release screen shows the last day). */
export const LOAD_ERROR_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;
/** At most this many reports per section, the most recent (a bound whatever arrives). */
export const LOAD_ERROR_MAX_PER_SECTION = 5_000;

/**
 * A distinct client, without keeping its address: a hash of the client's IP
 * (the socket's, or X-Forwarded-For from a trusted proxy) and its User-Agent.
 */
export const loadErrorClient = (ip: string, userAgent: string | undefined) =>
  crypto
    .createHash('sha256')
    .update(`${ip}\n${userAgent ?? ''}`)
    .digest('hex')
    .slice(0, 32);

/**
 * POST remotes/errors: counted per section, version and distinct client on
 * the release screen. Anonymous, so bounded: one row per client and build
 * (refreshed), none older than 30 days, at most LOAD_ERROR_MAX_PER_SECTION per section.
 */
export async function reportLoadError(db: Database, input: RemoteLoadError, client: string) {
  await repo.upsertLoadError(db, { ...input, client });
  await repo.deleteLoadErrorsBefore(
    db,
    new Date(Date.now() - LOAD_ERROR_RETENTION_MS).toISOString(),
  );
  await repo.trimLoadErrors(db, input.section, LOAD_ERROR_MAX_PER_SECTION);
}
