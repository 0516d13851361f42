// A real release store for the tests: a temp folder served over HTTP, with
// builds published the way `pnpm --filter <remote> release` publishes them.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { SectionManifest, SectionName } from '@colophon/shared/contracts';
import type { ReleasesConfig } from '../../../src/modules/remotes/releases-config';
import { loadSectionManifests } from '../../../src/modules/remotes/section-manifests';

/** The registry's sections: the workspace's own manifests. */
export const SECTION_MANIFESTS = loadSectionManifests();

/** What the host of these tests provides (its manifest's shared list). */
export const HOST_SHARED = { react: '19.3.1', 'react-dom': '19.3.1', '@colophon/shared': '1.0.0' };
/** The Module Federation plugin the host of these tests was built with (runtime core provided). */
export const HOST_FEDERATION_RUNTIME = '2.9.2';

export type StoreFixture = {
  url: string;
  config: ReleasesConfig;
  /**
   * Publishes a build as the release tool does; `manifest` changes what its
   * section.json declares (null: a release without one); `info` adds to its
   * release.json (api_contract, exposes).
   */
  publish(
    section: SectionName,
    version: string,
    requires?: Record<string, string>,
    manifest?: ((listed: SectionManifest) => SectionManifest) | null,
    info?: { api_contract?: string; exposes?: string[] },
  ): void;
  /** Writes a JSON file into the served folder (e.g. a deployed origin's files). */
  write(file: string, json: unknown): void;
  close(): Promise<void>;
};

export async function startReleaseStore(): Promise<StoreFixture> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'colophon-store-'));
  const write = (file: string, json: unknown) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), JSON.stringify(json));
  };
  write('host/mf-manifest.json', {
    metaData: { pluginVersion: HOST_FEDERATION_RUNTIME },
    shared: Object.entries(HOST_SHARED).map(([name, version]) => ({ name, version })),
  });
  const server = http.createServer((req, res) => {
    const file = path.join(dir, decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    if (!file.startsWith(dir) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      return res.writeHead(404).end();
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(fs.readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const publish: StoreFixture['publish'] = (section, version, requires, manifest, info) => {
    const listed = SECTION_MANIFESTS.find((s) => s.section === section)!;
    const { app, name } = listed;
    const builtAt = new Date().toISOString();
    const shared = requires ?? { react: '^19.3.1', '@colophon/shared': '^1.0.0' };
    write(`${app}/${version}/release.json`, {
      app,
      name,
      section,
      version,
      built_at: builtAt,
      shared,
      ...info,
    });
    write(`${app}/${version}/mf-manifest.json`, {
      metaData: { buildInfo: { buildVersion: version } },
    });
    if (manifest !== null) {
      write(`${app}/${version}/section.json`, manifest ? manifest(listed) : listed);
    }
    const indexFile = path.join(dir, app, 'index.json');
    const index = fs.existsSync(indexFile)
      ? (JSON.parse(fs.readFileSync(indexFile, 'utf8')) as { versions: unknown[] })
      : { versions: [] };
    write(`${app}/index.json`, { versions: [...index.versions, { version, built_at: builtAt }] });
  };

  return {
    url,
    publish,
    write,
    config: {
      publicUrl: url,
      fetchUrl: url,
      port: 4105,
      sections: SECTION_MANIFESTS,
      // Nothing listens on these: the deployed builds read as 'deployed'.
      originPorts: Object.fromEntries(SECTION_MANIFESTS.map((s, i) => [s.section, i + 1])),
      originUrls: {},
      qaOverrideOrigins: [],
      hostManifestUrl: `${url}/host/mf-manifest.json`,
      qaOverrides: false,
    },
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
