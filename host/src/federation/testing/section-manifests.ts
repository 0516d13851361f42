// Tests only: the workspace's section manifests, read from disk the way the
// host's build injects them (host/rspack.config.cjs), plus a manifest maker.
import fs from 'node:fs';
import path from 'node:path';
import { type SectionManifest, sectionManifestListSchema } from '@colophon/shared/contracts';

const ROOT = path.resolve(__dirname, '../../../..');

const readJson = (file: string): unknown => JSON.parse(fs.readFileSync(file, 'utf8'));

/**
 * The sections the product spec names. The host's tests pin the spec's sidebar
 * and routes with these four, so a section a team adds later (one more line in
 * sections.json) changes nothing the host's tests expect: adding a section
 * needs no change in host/, its tests included. The sections' own manifests are
 * still read from disk, so a change to one of these four shows here.
 */
const SPEC_SECTIONS = ['mf-journals', 'mf-manuscripts', 'mf-users', 'mf-categories'];

/** The spec's sections' manifests, in sections.json's order, validated. */
export function repoManifests(): SectionManifest[] {
  const apps = readJson(path.join(ROOT, 'sections.json')) as string[];
  return sectionManifestListSchema.parse(
    apps
      .filter((app) => SPEC_SECTIONS.includes(app))
      .map((app) => readJson(path.join(ROOT, app, 'section.json'))),
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
