// `node --test scripts/`: what a release records for the registry's
// compatibility check (release.json), on a built section in a throwaway store.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, test } from 'node:test';
import {
  apiContractVersion,
  builtExposes,
  completeRelease,
  storeVersions,
} from './release-files.mjs';

let store;
beforeEach(() => {
  store = fs.mkdtempSync(path.join(os.tmpdir(), 'colophon-release-files-'));
});
afterEach(() => fs.rmSync(store, { recursive: true, force: true }));

/** What a section build leaves in its output folder, as far as the release reads it. */
function fakeBuild(app, version, exposes) {
  const target = path.join(store, app, version);
  fs.mkdirSync(target, { recursive: true });
  const manifest = { id: 'mf_journals', name: 'mf_journals', exposes };
  fs.writeFileSync(path.join(target, 'mf-manifest.json'), JSON.stringify(manifest));
  return target;
}

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

test("release.json records the API contract range and the container's exposes", () => {
  const target = fakeBuild('mf-journals', '7.0.1', [
    { id: 'mf_journals:section', name: 'section', path: './section' },
    { id: 'mf_journals:widgets', name: 'widgets', path: './widgets' },
  ]);
  const info = completeRelease({ app: 'mf-journals', version: '7.0.1', store });

  const written = readJson(path.join(target, 'release.json'));
  assert.deepEqual(written, info);
  assert.equal(written.api_contract, `^${apiContractVersion()}`);
  assert.deepEqual(written.exposes, ['./section', './widgets']);
  assert.equal(written.version, '7.0.1');
  assert.equal(written.section, 'journals');
  // The singletons are still there: the check compares them with the host's.
  assert.ok(written.shared.react);
  assert.deepEqual(
    storeVersions('mf-journals', store).map((v) => v.version),
    ['7.0.1'],
  );
});

test('the contract version is read from the TypeScript constant, and a missing one fails', () => {
  const file = path.join(store, 'api-contract.ts');
  fs.writeFileSync(file, "// a comment\nexport const API_CONTRACT_VERSION = '3.14.2';\n");
  assert.equal(apiContractVersion(file), '3.14.2');
  // The tree's own constant has the form the release reads.
  assert.match(apiContractVersion(), /^\d+\.\d+\.\d+$/);

  fs.writeFileSync(file, 'export const API_CONTRACT_VERSION = process.env.X;\n');
  assert.throws(() => apiContractVersion(file), /no API_CONTRACT_VERSION/);
});

test('a build whose manifest lists no exposes is not published', () => {
  const target = path.join(store, 'mf-journals', '7.0.2');
  fs.mkdirSync(target, { recursive: true });
  fs.writeFileSync(path.join(target, 'mf-manifest.json'), JSON.stringify({ id: 'x' }));
  assert.throws(() => builtExposes(target), /lists no exposes/);
  assert.throws(() => completeRelease({ app: 'mf-journals', version: '7.0.2', store }));
  assert.deepEqual(storeVersions('mf-journals', store), []);
});
