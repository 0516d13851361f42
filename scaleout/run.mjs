// The scale-out suite: `node scaleout/run.mjs` (a step of `pnpm test`, before e2e).
// PostgreSQL (a throwaway cluster, or a fresh database in SCALEOUT_DATABASE_URL),
// two API processes with their own DATA_DIRs (two machines) started together on
// the empty database, nginx in front (deploy/nginx/) serving the built panel,
// sections and a release store. Checks what one process did holds on the other,
// 16 concurrent release changes, a broken canary rolled back once by the
// rollout watchers, then a mixed load through nginx during which
// one process is killed with SIGKILL, and what the load wrote (docs/deploy.md);
// last, the creates in flight at the kill are sent again with their keys.
//
//   SCALEOUT_PORT_BASE    first port (default 6300: API +1/+2, panel +10, sections, store; PostgreSQL +90)
//   SCALEOUT_OUTPUT_DIR   build folder of the apps (default dist, as `pnpm start`)
//   SCALEOUT_SECONDS      load duration (default 30); SCALEOUT_CONNECTIONS (default 50)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { clusterLayout, startCluster } from '../deploy/cluster/cluster.mjs';
import { startPostgres } from '../deploy/cluster/postgres.mjs';
import { FRONTEND_APPS } from '../scripts/lib/apps.mjs';
import { buildApps } from '../scripts/lib/build-apps.mjs';
import { afterLoadChecks } from './checks/after-load.mjs';
import { releaseChecks } from './checks/releases.mjs';
import { resendUnansweredChecks } from './checks/resend-unanswered.mjs';
import { rolloutWatchChecks } from './checks/rollout-watch.mjs';
import { servingChecks } from './checks/serving.mjs';
import { sharedStateChecks } from './checks/shared-state.mjs';
import { importTs, pg } from './support/api-modules.mjs';
import { login } from './support/client.mjs';
import { runLoad } from './support/load.mjs';
import { publishReleases } from './support/release-store.mjs';
import { check, expect, section, summary } from './support/report.mjs';

const BASE = Number(process.env.SCALEOUT_PORT_BASE || 6300);
const DIST = process.env.SCALEOUT_OUTPUT_DIR || 'dist';
const SECONDS = Number(process.env.SCALEOUT_SECONDS || 30);
const CONNECTIONS = Number(process.env.SCALEOUT_CONNECTIONS || 50);
const PASSWORD = 'colophon-demo';
// Sign-in policy of the run (the same in both processes, as docs/deploy.md requires).
const FREE_FAILURES = 5;
const PER_IP_LIMIT = 20;

const suiteStarted = Date.now();
buildApps(FRONTEND_APPS, { env: DIST === 'dist' ? {} : { OUTPUT_DIR: DIST } });

const dataRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'colophon-scaleout-'));
// nginx's workers (nobody, when we are root) serve the release store from here.
fs.chmodSync(dataRoot, 0o755);
const releasesDir = path.join(dataRoot, 'releases');
const layout = clusterLayout({
  base: BASE + 10,
  apiBase: BASE + 1,
  processes: 2,
  distDir: DIST,
  releasesDir,
});
const releases = publishReleases(releasesDir, layout.panel.root, [
  '1.0.0',
  '1.1.0',
  '1.2.0',
  '1.3.0',
]);
const run = `so-${Date.now().toString(36)}`;

let database;
let cluster;
let pool;
let failed;
let cleaning;
const cleanup = () =>
  (cleaning ??= (async () => {
    await pool?.end().catch(() => undefined);
    await cluster?.stop().catch((e) => console.error('[scaleout] stop:', e));
    await database?.stop().catch((e) => console.error('[scaleout] database:', e));
    fs.rmSync(dataRoot, { recursive: true, force: true });
  })());
// Interrupted (Ctrl+C, the step's time limit): nothing is left running.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => void cleanup().finally(() => process.exit(130)));
}
try {
  database = await startPostgres({
    port: BASE + 90,
    database: 'colophon_scaleout',
    serverUrl: process.env.SCALEOUT_DATABASE_URL,
  });
  section(`Starting 2 API processes together on an empty PostgreSQL, nginx in front (${run})`);
  const started = Date.now();
  cluster = await startCluster({
    layout,
    databaseUrl: database.url,
    dataRoot,
    quiet: true,
    apiEnv: {
      LOG_LEVEL: 'error',
      AUTH_RATE_LIMIT_ACCOUNT: String(FREE_FAILURES),
      AUTH_RATE_LIMIT_IP: String(PER_IP_LIMIT),
      // A locked pair stays locked for the whole run (the first wait is 60 s).
      AUTH_LOGIN_DELAY_MS: '60000',
      // The rollout watcher's period: a broken canary goes within seconds (checks/rollout-watch.mjs).
      ROLLOUT_WATCH_INTERVAL_MS: '1000',
    },
  });
  console.log(
    `  ready in ${((Date.now() - started) / 1000).toFixed(1)} s: nginx ${cluster.panelUrl}, API ${cluster.apis.map((a) => a.url).join(', ')}`,
  );
  pool = new pg.Pool({ connectionString: database.url, max: 4 });
  const base = cluster.panelUrl;
  const { minimalPdf } = await importTs('api/src/seed/content-pdf.ts');
  const ctx = {
    base,
    layout,
    env: cluster.env,
    apis: cluster.apis,
    run,
    password: PASSWORD,
    freeFailures: FREE_FAILURES,
    perIpLimit: PER_IP_LIMIT,
    pdf: (title) => minimalPdf(title),
    sql: async (text, params) => (await pool.query(text, params)).rows,
    importTs,
    adminToken: await login(base, 'admin@colophon.test', PASSWORD),
    authorToken: await login(base, 'author@colophon.test', PASSWORD),
  };

  await check('two processes started together migrated and seeded once', async () => {
    const admins = await ctx.sql(
      "select count(*)::int as n from users where email = 'admin@colophon.test'",
    );
    expect(admins[0].n === 1, `${admins[0].n} demo administrators`);
  });
  const journal = await ctx.sql(
    "select id from journals where status = 'active' and is_active = true order by id limit 1",
  );
  ctx.journalId = journal[0]?.id;

  section('Serving through nginx');
  await servingChecks(ctx);
  section('Shared state between the two processes');
  await sharedStateChecks(ctx);
  await releaseChecks(ctx, releases);
  section('The rollout watcher across both processes');
  await rolloutWatchChecks(ctx, releases);

  section(
    `Mixed load through nginx: ${CONNECTIONS} connections, ${SECONDS} s; kill -9 of ${cluster.apis[0].name} at 40 %`,
  );
  const load = await runLoad({
    base,
    adminToken: ctx.adminToken,
    authorToken: ctx.authorToken,
    run,
    pdf: ctx.pdf,
    journalId: ctx.journalId,
    connections: CONNECTIONS,
    seconds: SECONDS,
    killAt: 0.4,
    during: () => cluster.apis[0].kill(),
  });
  const f = load.figures;
  console.log(
    `  ${f.requests} requests in ${load.seconds.toFixed(1)} s (${f.rps} req/s), p50 ${f.p50} ms, p99 ${f.p99} ms, ` +
      `statuses ${JSON.stringify(f.statuses)}, ${f.retries} retries; ` +
      `${load.journals.length} journal creates, ${load.uploads.length} uploads`,
  );
  await afterLoadChecks(ctx, load, cluster.apis[1]);
  await resendUnansweredChecks(ctx, load);
  failed = summary();
  console.log(`[scaleout] ${((Date.now() - suiteStarted) / 1000).toFixed(0)} s in all`);
} catch (error) {
  console.error('[scaleout] could not run:', error);
  summary();
  failed = 1;
} finally {
  await cleanup();
}
process.exit(failed ? 1 : 0);
