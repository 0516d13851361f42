// The remote registry's reads: which build of each section browsers load (stable,
// and a canary for a share of users), what the release screen shows, and the
// compatibility check that keeps a release the host or the API cannot run from going live.
import {
  API_CONTRACT_VERSION,
  REMOTE_MESSAGES,
  incompatibleMessage,
  msg,
  type ReleaseInfo,
  renderMessage,
  type RemoteBuild,
  type RemoteDefinition,
  type SectionManifest,
  type SectionName,
  type SectionRelease,
  type ServedBuild,
} from '@colophon/shared/contracts';
import type { Database } from '../../db/database';
import { parseJsonList } from '../../db/portable';
import { fieldError } from '../../lib/http-errors';
import { contractIncompatibility, incompatibility } from './compatibility';
import { ReleaseStore } from './release-store';
import { originOf, type ReleasesConfig } from './releases-config';
import * as repo from './remotes.repository';

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
export async function assertReleasable(
  ctx: RegistryContext,
  section: SectionName,
  version: string,
) {
  const { app } = sectionInfo(ctx, section);
  const info = await ctx.store.info(app, version);
  if (!info) throw fieldError('version', REMOTE_MESSAGES.unknownVersion);
  ctx.store.forgetVersions(app);
  const contract = contractIncompatibility(info, API_CONTRACT_VERSION);
  if (contract?.apiContract !== undefined) {
    throw fieldError(
      'version',
      msg('rollout.apiContract', { required: contract.apiContract, served: API_CONTRACT_VERSION }),
    );
  }
  if (contract) throw fieldError('version', incompatibleMessage(contract.reason));
  const host = await ctx.store.hostProvides();
  if (!host) {
    throw fieldError('version', incompatibleMessage("the host's manifest could not be read"));
  }
  const reason = incompatibility(host, info.shared);
  if (reason) throw fieldError('version', incompatibleMessage(reason));
}

/** Why a release of the store cannot go live, in English for the release screen; null when it can. */
function availableReason(info: ReleaseInfo | null, host: Record<string, string> | null) {
  // Shown among the English reasons of the compatibility check.
  if (!info) return renderMessage(REMOTE_MESSAGES.unknownVersion, 'en');
  const reasons = [
    contractIncompatibility(info, API_CONTRACT_VERSION)?.reason ?? null,
    host ? incompatibility(host, info.shared) : "The host's manifest could not be read.",
  ].filter((r): r is string => r !== null);
  return reasons.length > 0 ? reasons.join('; ') : null;
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
          const reason = availableReason(info, host);
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
