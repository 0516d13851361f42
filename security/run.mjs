// The security suite: `node security/run.mjs` (a stage of `pnpm test`).
// Builds what changed, starts a `pnpm start`-style stack on its own ports —
// the API on a throwaway SQLite database, the panel, each section and the
// release store in their own supervised processes (serve/) — then runs every
// security/tests/*.test.mjs with node's test runner against it, and stops it.
// The stack is described to the tests in SECURITY_STACK (support/stack.mjs).
//
//   SECURITY_PORT_BASE   first port (default 5600: API, +10 panel, sections, release store)
//   SECURITY_OUTPUT_DIR  build folder of the apps (default dist, as `pnpm start`)
//   SECURITY_DATABASE_URL  run the API on this (empty) PostgreSQL database instead of SQLite
//   node security/run.mjs [test-file …]   only these files
//   node security/run.mjs --serve         start the stack and keep it up (no tests)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '..');
const BASE = Number(process.env.SECURITY_PORT_BASE || 5600);
const DIST = process.env.SECURITY_OUTPUT_DIR || 'dist';

const { sectionManifests } = createRequire(import.meta.url)('../shared/mf/sections.cjs');
const SECTIONS = sectionManifests();
Object.assign(process.env, {
  API_PORT: String(BASE),
  HOST_PORT: String(BASE + 10),
  ...Object.fromEntries(SECTIONS.map((s, i) => [s.port_env, String(BASE + 11 + i)])),
  RELEASES_PORT: String(BASE + 11 + SECTIONS.length),
});
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'colophon-security-'));
process.env.RELEASES_DIR = path.join(dataDir, 'releases');

const { appsFromEnv, FRONTEND_APPS } = await import('../scripts/lib/apps.mjs');
const { buildApps } = await import('../scripts/lib/build-apps.mjs');
const { startStack } = await import('../scripts/lib/stack.mjs');

buildApps(FRONTEND_APPS, { env: DIST === 'dist' ? {} : { OUTPUT_DIR: DIST } });
const apps = appsFromEnv();
const stack = await startStack(apps, {
  distDir: DIST,
  quietApi: true,
  // The product's own limits and settings: QA overrides off, default auth limits.
  apiEnv: {
    // SECURITY_DATABASE_URL: the same suite against PostgreSQL (an empty database: the API
    // migrates and seeds it), where text SQLite would store can fail a query instead.
    ...(process.env.SECURITY_DATABASE_URL
      ? { DATABASE_URL: process.env.SECURITY_DATABASE_URL }
      : { DATABASE_FILE: path.join(dataDir, 'security.sqlite') }),
    DATA_DIR: dataDir,
    // Each answer also checked against its zod schema (api/src/lib/response-serializer.ts).
    CHECK_RESPONSES: 'true',
  },
});

const local = (port) => `http://127.0.0.1:${port}`;
const description = {
  root: ROOT,
  dataDir,
  distDir: DIST,
  api: { url: local(apps.api.port), port: apps.api.port, pid: stack.api.pid },
  origins: stack.servers.map((s) => ({
    name: s.name,
    url: local(s.port),
    port: s.port,
    pid: s.pid(),
  })),
};

// --serve: keep the stack up for poking at by hand (Ctrl+C stops it).
if (process.argv.includes('--serve')) {
  console.log(JSON.stringify(description, null, 2));
  const stopAndExit = () => void stack.stop().finally(() => process.exit(0));
  process.on('SIGINT', stopAndExit);
  process.on('SIGTERM', stopAndExit);
  await new Promise(() => undefined);
}

const selected = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const files = selected.length
  ? selected.map((f) => path.resolve(f))
  : fs
      .readdirSync(path.join(HERE, 'tests'))
      .filter((f) => f.endsWith('.test.mjs'))
      .sort()
      .map((f) => path.join(HERE, 'tests', f));

let code;
try {
  code = await new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['--test', '--test-reporter=spec', '--test-concurrency=1', ...files],
      {
        cwd: ROOT,
        stdio: 'inherit',
        env: { ...process.env, SECURITY_STACK: JSON.stringify(description) },
      },
    );
    child.on('exit', (exitCode, signal) => resolve(signal ? 1 : (exitCode ?? 1)));
  });
} finally {
  // Quietly: the test runner's summary stays the last thing printed.
  await stack.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(code);
