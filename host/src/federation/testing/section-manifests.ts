// Tests only: the workspace's section manifests, read from disk the way the
// host's build injects them (host/rspack.config.cjs), plus a manifest maker.
import fs from 'node:fs';
import path from 'node:path';
import { type SectionManifest, sectionManifestListSchema } from '@colophon/shared/contracts';

const ROOT = path.resolve(__dirname, '../../../..');

const readJson = (file: string): unknown => JSON.parse(fs.readFileSync(file, 'utf8'));

/** The manifests of sections.json, validated. */
export function repoManifests(): SectionManifest[] {
  const apps = readJson(path.join(ROOT, 'sections.json')) as string[];
  return sectionManifestListSchema.parse(
    apps.map((app) => readJson(path.join(ROOT, app, 'section.json'))),
  );
}

/** A small manifest for registry fixtures: section `section` owning `/<section>`. */
export function makeManifest(
  section: string,
  overrides: Partial<SectionManifest> = {},
): SectionManifest {
  return {
    section,
    name: `mf_${section.replace(/-/g, '_')}`,
    app: `mf-${section}`,
    port: 4190,
    port_env: `MF_${section.toUpperCase().replace(/-/g, '_')}_PORT`,
    routes: [`/${section}`],
    nav: [],
    ...overrides,
  };
}
