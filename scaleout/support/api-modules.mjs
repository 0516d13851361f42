// Packages the suite borrows from the API's dependencies (scaleout/ is no
// workspace package): the PostgreSQL driver, autocannon, and tsx's loader to
// reuse the API's own TypeScript helpers (the release-chain check, the PDF).
import path from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { ROOT } from '../../scripts/lib/apps.mjs';

const requireApi = createRequire(path.join(ROOT, 'api/package.json'));

export const pg = requireApi('pg');
export const autocannon = requireApi('autocannon');

// The ESM entry of tsx's API (require.resolve would pick its CommonJS twin).
const tsxRoot = path.dirname(requireApi.resolve('tsx/package.json'));
const { tsImport } = await import(pathToFileURL(path.join(tsxRoot, 'dist/esm/api/index.mjs')).href);

/** Imports a TypeScript module of the repository (path relative to its root). */
export const importTs = (file) => tsImport(path.join(ROOT, file), import.meta.url);
