// First start (`pnpm start`): the release screen has something to work with.
// Each section whose release store is empty gets the build just made (its
// dist, copied — no second build) published as its first release, at its
// package version; once the API is up, that release becomes the section's
// stable version through the registry. From then on canary, promote and roll
// back have versions to act on (ADR 0002, docs/releases.md).
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './apps.mjs';
import { adminRegistry } from './registry-client.mjs';
import { completeRelease, storeDir, storeVersions } from './release-files.mjs';

const packageVersion = (app) =>
  JSON.parse(fs.readFileSync(path.join(ROOT, app, 'package.json'), 'utf8')).version;

/**
 * Publishes the built sections whose store holds no version yet.
 * @param {{ app: string, section: string }[]} remotes
 * @returns {{ app: string, section: string, version: string }[]} what was published
 */
export function publishBuiltSections(remotes, { distDir = 'dist', store = storeDir() } = {}) {
  const published = [];
  for (const { app, section } of remotes) {
    if (storeVersions(app, store).length > 0) continue;
    const source = path.join(ROOT, app, distDir);
    if (!fs.existsSync(path.join(source, 'mf-manifest.json'))) continue;
    const version = packageVersion(app);
    const target = path.join(store, app, version);
    fs.rmSync(target, { recursive: true, force: true });
    // The build stamp is the incremental build's bookkeeping, not part of a release.
    fs.cpSync(source, target, {
      recursive: true,
      filter: (file) => path.basename(file) !== '.build-stamp',
    });
    completeRelease({ app, version, store });
    published.push({ app, section, version });
  }
  return published;
}

/**
 * Makes each first release its section's stable version. Never throws: a
 * release that cannot go live (sign-in refused, incompatible) is reported
 * with the reason, and the section keeps its deployed build.
 * @returns {Promise<{ section: string, version: string, error?: string }[]>}
 */
export async function makeStable(published, options = {}) {
  if (published.length === 0) return [];
  let registry;
  try {
    registry = await adminRegistry(options);
  } catch (error) {
    return published.map((p) => ({ ...p, error: String(error.message ?? error) }));
  }
  const results = [];
  for (const p of published) {
    try {
      await registry.promote(p.section, p.version);
      results.push(p);
    } catch (error) {
      results.push({ ...p, error: String(error.message ?? error) });
    }
  }
  return results;
}
