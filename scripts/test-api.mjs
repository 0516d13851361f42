// `pnpm --filter api test`: the API jest suite on SQLite, then on PostgreSQL.
// PostgreSQL: TEST_DATABASE_URL if set; else a throwaway cluster in a temp
// dir (Debian's postgresql binaries; installed with apt-get on CI when
// missing), stopped and deleted at the end, also on failure.
// Extra arguments go to jest (e.g. a test path pattern).
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startThrowawayCluster } from '../deploy/cluster/postgres.mjs';
import { jestFailures, writeDigest } from './lib/failure-digest.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const JEST = path.join(ROOT, 'node_modules/.bin/jest');
const CONFIG = path.join(ROOT, 'api/jest.config.cjs');
const jestArgs = process.argv.slice(2);
/** What failed, on both databases: `pnpm test` prints it at the end (scripts/test.mjs). */
const API_DIGEST = path.join(ROOT, 'api/test-results/failures.txt');
const failures = [];

function runSuite(label, env) {
  console.log(`\n━━━ api tests on ${label} ━━━`);
  const report = path.join(os.tmpdir(), `colophon-api-${label}-${process.pid}.json`);
  const result = spawnSync(
    JEST,
    ['-c', CONFIG, '--ci', '--json', `--outputFile=${report}`, ...jestArgs],
    {
      cwd: path.join(ROOT, 'api'),
      stdio: 'inherit',
      env,
    },
  );
  let counts = { passed: 0, failed: 0, total: 0 };
  try {
    const json = JSON.parse(fs.readFileSync(report, 'utf8'));
    // A suite that fails to run (say, an import error) has no failed test: count it as one.
    counts = {
      passed: json.numPassedTests,
      failed: json.numFailedTests + json.numRuntimeErrorTestSuites,
      total: json.numTotalTests,
    };
    failures.push(...jestFailures(report, `${label}: `));
    fs.rmSync(report, { force: true });
  } catch {
    /* jest crashed before writing its report */
  }
  const ok = result.status === 0;
  // jest failed without a failure in its report (or without a report): still one failure.
  if (!ok && counts.failed === 0) counts.failed = 1;
  return { label, ok, ...counts };
}

function findInitdb() {
  const base = '/usr/lib/postgresql';
  if (!fs.existsSync(base)) return null;
  const versions = fs
    .readdirSync(base)
    .filter((v) => fs.existsSync(path.join(base, v, 'bin/initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(base, versions[0], 'bin') : null;
}

function canInstallPackages() {
  return process.getuid?.() === 0 && fs.existsSync('/usr/bin/apt-get');
}

function installPostgres() {
  console.log('[api tests] installing postgresql with apt-get (CI)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'postgresql'], {
    stdio: 'inherit',
    env,
  });
}

const isFree = (port) =>
  new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

/** PG_TEST_PORT, else the first free port from 5544 (a stale cluster may hold one). */
async function pickPort() {
  if (process.env.PG_TEST_PORT) return Number(process.env.PG_TEST_PORT);
  for (let port = 5544; port < 5600; port++) if (await isFree(port)) return port;
  throw new Error('no free port for PostgreSQL in 5544-5599');
}

const results = [];
const sqliteEnv = { ...process.env };
delete sqliteEnv.TEST_DATABASE_URL;
delete sqliteEnv.DATABASE_URL;
results.push(runSuite('sqlite', sqliteEnv));

let cluster = null;
const cleanup = () => cluster?.stop();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    cleanup();
    process.exit(130);
  });
}

let pgUrl = process.env.TEST_DATABASE_URL;
if (!pgUrl) {
  let bin = findInitdb();
  // A fresh machine gets PostgreSQL from apt-get (as root), so both dialects always run;
  // SKIP_POSTGRES=1 opts out on a developer machine that cannot install packages.
  if (!bin && !process.env.SKIP_POSTGRES && canInstallPackages()) {
    try {
      installPostgres();
      bin = findInitdb();
    } catch (error) {
      console.error('[api tests] could not install postgresql:', error.message);
    }
  }
  if (bin) {
    try {
      // No fsync: a throwaway database whose server no test kills.
      const settings = { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' };
      cluster = startThrowawayCluster(await pickPort(), settings, bin);
      pgUrl = cluster.url;
    } catch (error) {
      console.error('[api tests] could not start PostgreSQL:', error.message);
      results.push({ label: 'postgres', ok: false, passed: 0, failed: 0, total: 0 });
    }
  } else if (process.env.SKIP_POSTGRES) {
    console.log('\n[api tests] PostgreSQL SKIPPED (SKIP_POSTGRES is set).');
  } else {
    console.error(
      '\n[api tests] PostgreSQL unavailable: install it (apt-get install postgresql), set TEST_DATABASE_URL, or SKIP_POSTGRES=1.',
    );
    results.push({ label: 'postgres', ok: false, passed: 0, failed: 0, total: 0 });
  }
}
if (pgUrl) {
  try {
    const env = { ...process.env, TEST_DATABASE_URL: pgUrl };
    delete env.DATABASE_URL;
    results.push(runSuite('postgres', env));
  } finally {
    cleanup();
  }
}

writeDigest(API_DIGEST, failures);

console.log('\n━━━ api summary ━━━');
for (const r of results) {
  console.log(
    `${r.ok ? 'PASS' : 'FAIL'}  ${r.label.padEnd(9)} ${r.passed} passed, ${r.failed} failed (${r.total} tests)`,
  );
}
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
