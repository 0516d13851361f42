// A release store for the promote/rollback check: versions of one section
// published as the release tool lays them out (release.json, mf-manifest.json,
// section.json, index.json), served by nginx like any store. Each release
// requires the React the built host provides, so the registry finds it compatible.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const { sectionManifests } = createRequire(import.meta.url)('../../shared/mf/sections.cjs');

/** @returns {{ section: string, app: string, versions: string[] }} */
export function publishReleases(storeDir, hostRoot, versions) {
  const listed = sectionManifests()[0];
  const hostManifest = JSON.parse(fs.readFileSync(path.join(hostRoot, 'mf-manifest.json'), 'utf8'));
  const react = hostManifest.shared?.find((s) => s.name === 'react')?.version;
  if (!react) throw new Error(`${hostRoot}/mf-manifest.json provides no react`);
  const write = (file, json) => {
    fs.mkdirSync(path.dirname(path.join(storeDir, file)), { recursive: true });
    fs.writeFileSync(path.join(storeDir, file), JSON.stringify(json));
  };
  const index = [];
  for (const version of versions) {
    const builtAt = new Date().toISOString();
    const { app, name, section } = listed;
    write(`${app}/${version}/release.json`, {
      app,
      name,
      section,
      version,
      built_at: builtAt,
      shared: { react: `^${react}` },
    });
    write(`${app}/${version}/mf-manifest.json`, {
      metaData: { buildInfo: { buildVersion: version } },
    });
    write(`${app}/${version}/section.json`, listed);
    index.push({ version, built_at: builtAt });
  }
  write(`${listed.app}/index.json`, { versions: index });
  return { section: listed.section, app: listed.app, versions };
}
