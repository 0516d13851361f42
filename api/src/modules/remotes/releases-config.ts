// Where section builds live and how the registry reaches them. Every value
// has a local default that matches `pnpm start`; production sets the URLs.
import type { SectionManifest } from '@colophon/shared/contracts';
import { loadSectionManifests } from './section-manifests';

export type ReleasesConfig = {
  /** Browser-facing base URL of the release store (RELEASES_URL); null: http://<panel host>:<port>. */
  publicUrl: string | null;
  /** Base URL the API reads release.json and index.json from. */
  fetchUrl: string;
  /** Port of the local release store (RELEASES_PORT, default 4105). */
  port: number;
  /** The sections of the registry, in order: the manifests of sections.json (SECTIONS_FILE). */
  sections: SectionManifest[];
  /** Port of each section's own deployment (its manifest's port, overridden by its port_env). */
  originPorts: Record<string, number>;
  /** A pinned URL of a section's deployed manifest (REMOTE_<SECTION>_URL). */
  originUrls: Record<string, string>;
  /** The host's mf-manifest.json: the shared versions a release must be satisfied by. */
  hostManifestUrl: string;
  /** Allow QA to pin a section to another build from the browser (QA_OVERRIDES=true). */
  qaOverrides: boolean;
  /** More origins QA may pin to besides the sections' and the store's (QA_OVERRIDE_ORIGINS, comma-separated). */
  qaOverrideOrigins: string[];
};

/** The origin of an absolute http(s) URL, or null. */
export function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

const port = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 && n < 65536 ? n : fallback;
};

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/** REMOTE_PEER_REVIEW_URL for peer-review. */
const pinnedUrlVariable = (section: string) =>
  `REMOTE_${section.toUpperCase().replace(/-/g, '_')}_URL`;

export function releasesConfigFromEnv(env: NodeJS.ProcessEnv): ReleasesConfig {
  const storePort = port(env.RELEASES_PORT, 4105);
  const publicUrl = env.RELEASES_URL ? trimSlash(env.RELEASES_URL) : null;
  const sections = loadSectionManifests(env.SECTIONS_FILE || undefined);
  const originPorts: Record<string, number> = {};
  const originUrls: Record<string, string> = {};
  for (const manifest of sections) {
    originPorts[manifest.section] = port(env[manifest.port_env], manifest.port);
    const pinned = env[pinnedUrlVariable(manifest.section)];
    if (pinned) originUrls[manifest.section] = pinned;
  }
  return {
    publicUrl,
    fetchUrl: publicUrl ?? `http://127.0.0.1:${storePort}`,
    port: storePort,
    sections,
    originPorts,
    originUrls,
    hostManifestUrl:
      env.HOST_MANIFEST_URL ?? `http://127.0.0.1:${port(env.HOST_PORT, 4100)}/mf-manifest.json`,
    qaOverrides: env.QA_OVERRIDES === 'true',
    qaOverrideOrigins: (env.QA_OVERRIDE_ORIGINS ?? '')
      .split(',')
      .map((item) => originOf(item.trim()))
      .filter((origin): origin is string => origin !== null),
  };
}
