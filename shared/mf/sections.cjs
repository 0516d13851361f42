// The one list of sections (sections.json at the workspace root) and each
// section's manifest (mf-<name>/section.json), for the build tooling: the
// rspack configs, scripts/, the release tool and the benches read them here.
// The API and the host validate the same files with the zod schema of the
// contracts (sectionManifestSchema); this file only checks what the tools use.
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '../..');
const SECTIONS_FILE = path.join(ROOT, 'sections.json');
const MANIFEST_FILE = 'section.json';

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

/** The section packages (folder names), in registry order. */
function sectionApps() {
  const apps = readJson(SECTIONS_FILE);
  if (!Array.isArray(apps) || apps.some((app) => typeof app !== 'string' || !app)) {
    throw new Error(`${SECTIONS_FILE} must be a list of section folder names`);
  }
  return apps;
}

/** The manifest of the section package in `dir`. */
function readManifest(dir) {
  const file = path.join(dir, MANIFEST_FILE);
  const manifest = readJson(file);
  for (const [key, type] of [
    ['section', 'string'],
    ['name', 'string'],
    ['app', 'string'],
    ['port', 'number'],
    ['port_env', 'string'],
  ]) {
    if (typeof manifest[key] !== type) throw new Error(`${file}: "${key}" must be a ${type}`);
  }
  if (manifest.app !== path.basename(dir)) {
    throw new Error(`${file}: "app" is ${manifest.app}, the folder is ${path.basename(dir)}`);
  }
  if (!Array.isArray(manifest.routes) || !Array.isArray(manifest.nav)) {
    throw new Error(`${file}: "routes" and "nav" must be lists`);
  }
  return manifest;
}

/** Every section's manifest, in registry order. */
function sectionManifests() {
  return sectionApps().map((app) => readManifest(path.join(ROOT, app)));
}

/** The port a section listens on: its env override (port_env) or its default. */
function sectionPort(manifest, env = process.env) {
  return Number(env[manifest.port_env] || manifest.port);
}

module.exports = {
  ROOT,
  SECTIONS_FILE,
  MANIFEST_FILE,
  sectionApps,
  readManifest,
  sectionManifests,
  sectionPort,
};
