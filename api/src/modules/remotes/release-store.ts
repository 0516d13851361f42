// Reads the release store (a static site: a local folder served over HTTP, or
// a CDN in production) and the host's manifest. Small in-memory caches keep
// the registry from refetching what does not change: a release is immutable.
import {
  type ReleaseIndex,
  type ReleaseInfo,
  releaseIndexSchema,
  releaseInfoSchema,
  type SectionManifest,
  sectionManifestSchema,
} from '@colophon/shared/contracts';
import type { ReleasesConfig } from './releases-config';

const FETCH_TIMEOUT_MS = 3_000;
const VOLATILE_TTL_MS = 10_000;

type Cached<T> = { value: T; until: number };

async function getJson(url: string): Promise<unknown | null> {
  const response = await fetch(url, {
    signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    headers: { accept: 'application/json' },
  });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

/** The name under which the compatibility contract lists the host's federation runtime. */
export const FEDERATION_RUNTIME = '@module-federation/runtime-core';

export class ReleaseStore {
  readonly #config: ReleasesConfig;
  /** release.json never changes once published. */
  readonly #infos = new Map<string, ReleaseInfo | null>();
  /** Nor does a release's section.json. */
  readonly #manifests = new Map<string, SectionManifest | null>();
  /** index.json and manifests change on a release or a deploy: kept briefly. */
  readonly #volatile = new Map<string, Cached<unknown | null>>();

  constructor(config: ReleasesConfig) {
    this.#config = config;
  }

  /** Path of a build inside the store, relative to the store's base URL. */
  static manifestPath(app: string, version: string) {
    return `/${app}/${version}/mf-manifest.json`;
  }

  /** The section manifest (section.json) published beside a build's mf-manifest.json. */
  static sectionManifestUrl(mfManifestUrl: string) {
    return mfManifestUrl.replace(/mf-manifest\.json$/, 'section.json');
  }

  async #volatileJson(url: string): Promise<unknown | null> {
    const hit = this.#volatile.get(url);
    if (hit && hit.until > Date.now()) return hit.value;
    const value = await getJson(url);
    this.#volatile.set(url, { value, until: Date.now() + VOLATILE_TTL_MS });
    return value;
  }

  /**
   * Forgets the app's cached version list: a version just found in the store
   * (a release about to go live) is listed on the next read, not up to
   * VOLATILE_TTL_MS later (the release screen showed it as canary while its
   * list of versions did not have it yet).
   */
  forgetVersions(app: string): void {
    this.#volatile.delete(`${this.#config.fetchUrl}/${app}/index.json`);
  }

  /** Versions published for an app, newest first; empty when the store has none or is down. */
  async versions(app: string): Promise<ReleaseIndex['versions']> {
    try {
      const json = await this.#volatileJson(`${this.#config.fetchUrl}/${app}/index.json`);
      const parsed = releaseIndexSchema.safeParse(json);
      return parsed.success ? [...parsed.data.versions].reverse() : [];
    } catch {
      return [];
    }
  }

  /** The release.json of one build, or null when the store has no such build. */
  async info(app: string, version: string): Promise<ReleaseInfo | null> {
    const key = `${app}@${version}`;
    if (this.#infos.has(key)) return this.#infos.get(key)!;
    const json = await getJson(`${this.#config.fetchUrl}/${app}/${version}/release.json`);
    const parsed = json === null ? null : releaseInfoSchema.safeParse(json);
    const info = parsed?.success ? parsed.data : null;
    if (info) this.#infos.set(key, info);
    return info;
  }

  /**
   * The section manifest of a release, or null when the release has none (a
   * release published before manifests were) or the store is unreachable.
   */
  async releaseManifest(app: string, version: string): Promise<SectionManifest | null> {
    const key = `${app}@${version}`;
    if (this.#manifests.has(key)) return this.#manifests.get(key)!;
    try {
      const url = ReleaseStore.sectionManifestUrl(
        this.#config.fetchUrl + ReleaseStore.manifestPath(app, version),
      );
      const parsed = sectionManifestSchema.safeParse(await getJson(url));
      const manifest = parsed.success ? parsed.data : null;
      this.#manifests.set(key, manifest);
      return manifest;
    } catch {
      return null;
    }
  }

  /** The section manifest a deployed origin serves beside its mf-manifest.json, or null. */
  async deployedManifest(mfManifestUrl: string): Promise<SectionManifest | null> {
    try {
      const json = await this.#volatileJson(ReleaseStore.sectionManifestUrl(mfManifestUrl));
      const parsed = sectionManifestSchema.safeParse(json);
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  }

  /**
   * name → version of every shared module the deployed host provides, or null
   * when unreadable; with the Module Federation runtime core, which sections
   * take from the host as well (its plugin version).
   */
  async hostProvides(): Promise<Record<string, string> | null> {
    try {
      const json = (await this.#volatileJson(this.#config.hostManifestUrl)) as {
        shared?: { name: string; version: string }[];
        metaData?: { pluginVersion?: string };
      } | null;
      if (!json?.shared) return null;
      const runtime = json.metaData?.pluginVersion;
      return Object.fromEntries([
        ...json.shared.map((s) => [s.name, s.version]),
        ...(runtime ? [[FEDERATION_RUNTIME, runtime]] : []),
      ]);
    } catch {
      return null;
    }
  }

  /** The version a deployed manifest reports (its package version), or null. */
  async deployedVersion(manifestUrl: string): Promise<string | null> {
    try {
      const json = (await this.#volatileJson(manifestUrl)) as {
        metaData?: { buildInfo?: { buildVersion?: string } };
      } | null;
      return json?.metaData?.buildInfo?.buildVersion ?? null;
    } catch {
      return null;
    }
  }
}
