// Where section builds live and how the registry reaches them. Every value
// has a local default that matches `pnpm start`; production sets the URLs.
import { SECTIONS, type SectionName } from '@colophon/shared/contracts';

export type ReleasesConfig = {
  /** Browser-facing base URL of the release store (RELEASES_URL); null: http://<panel host>:<port>. */
  publicUrl: string | null;
  /** Base URL the API reads release.json and index.json from. */
  fetchUrl: string;
  /** Port of the local release store (RELEASES_PORT, default 4105). */
  port: number;
  /** Port of each section's own deployment (MF_<SECTION>_PORT, default 4101-4104). */
  originPorts: Record<SectionName, number>;
  /** A pinned URL of a section's deployed manifest (REMOTE_<SECTION>_URL). */
  originUrls: Partial<Record<SectionName, string>>;
  /** The host's mf-manifest.json: the shared versions a release must be satisfied by. */
  hostManifestUrl: string;
  /** Allow QA to pin a section to another build from the browser (QA_OVERRIDES=true). */
  qaOverrides: boolean;
};

const DEFAULT_ORIGIN_PORTS: Record<SectionName, number> = {
  journals: 4101,
  manuscripts: 4102,
  users: 4103,
  categories: 4104,
};

const port = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 && n < 65536 ? n : fallback;
};

const trimSlash = (url: string) => url.replace(/\/+$/, '');

export function releasesConfigFromEnv(env: NodeJS.ProcessEnv): ReleasesConfig {
  const storePort = port(env.RELEASES_PORT, 4105);
  const publicUrl = env.RELEASES_URL ? trimSlash(env.RELEASES_URL) : null;
  const originPorts = {} as Record<SectionName, number>;
  const originUrls: Partial<Record<SectionName, string>> = {};
  for (const { section } of SECTIONS) {
    const key = section.toUpperCase();
    originPorts[section] = port(env[`MF_${key}_PORT`], DEFAULT_ORIGIN_PORTS[section]);
    const pinned = env[`REMOTE_${key}_URL`];
    if (pinned) originUrls[section] = pinned;
  }
  return {
    publicUrl,
    fetchUrl: publicUrl ?? `http://127.0.0.1:${storePort}`,
    port: storePort,
    originPorts,
    originUrls,
    hostManifestUrl:
      env.HOST_MANIFEST_URL ?? `http://127.0.0.1:${port(env.HOST_PORT, 4100)}/mf-manifest.json`,
    qaOverrides: env.QA_OVERRIDES === 'true',
  };
}
