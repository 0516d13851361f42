// `pnpm bench:api` (after the API bench): 1 vs 2 API processes behind nginx on
// one PostgreSQL, the same load through nginx (autocannon: signed-in list reads
// with one journal create in ten), req/s and p99 printed and written to
// docs/performance.md between the scale-out-bench markers. Then the mixed
// scenario (api/bench/mixed-load.ts: reads, 10 % writes with manuscript
// uploads): on SQLite as `pnpm start` runs it, 2 API processes (api/bench/mixed.ts), and on
// PostgreSQL with --mixed-processes (2) behind nginx, written between the
// mixed-bench markers. Measures under /tmp/colophon-heavy.lock (it takes the
// lock itself: do not wrap it in flock).
//
//   node scaleout/bench.mjs [--duration 20] [--connections 50] [--no-docs]
//     [--mixed-duration 60] [--mixed-connections 200] [--mixed-processes 2]
//     [--only scale-out|mixed|mixed-postgres]
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { clusterLayout, startCluster } from '../deploy/cluster/cluster.mjs';
import { startPostgres } from '../deploy/cluster/postgres.mjs';
import { ROOT } from '../scripts/lib/apps.mjs';
import { autocannon, importTs } from './support/api-modules.mjs';
import { login } from './support/client.mjs';

const LOCK = '/tmp/colophon-heavy.lock';
if (!process.env.SCALEOUT_BENCH_LOCKED) {
  const result = spawnSync('flock', [LOCK, process.execPath, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, SCALEOUT_BENCH_LOCKED: '1' },
  });
  process.exit(result.status ?? 1);
}

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '20' },
    connections: { type: 'string', default: '50' },
    'mixed-duration': { type: 'string', default: '60' },
    'mixed-connections': { type: 'string', default: '200' },
    'mixed-processes': { type: 'string', default: '2' },
    'pdf-kib': { type: 'string', default: '256' },
    only: { type: 'string' },
    'no-docs': { type: 'boolean', default: false },
  },
});
const runs = (name) => !values.only || values.only === name || name.startsWith(`${values.only}-`);
const duration = Number(values.duration);
const connections = Number(values.connections);
const BASE = Number(process.env.SCALEOUT_BENCH_PORT_BASE || 6320);

const loadavg = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

/** The same requests for every run: 9 reads, then a create, per connection in turn. */
function requests(token) {
  const auth = { authorization: `Bearer ${token}` };
  const read = (p) => ({ method: 'GET', path: p, headers: auth });
  return [
    read('/api/v1/manuscripts'),
    read('/api/v1/journals'),
    read('/api/v1/manuscripts?page=2'),
    read('/api/v1/auth/me'),
    read('/api/v1/tags'),
    read('/api/v1/manuscripts'),
    read('/api/v1/journals?page=2'),
    read('/api/v1/dashboard'),
    read('/api/v1/manuscripts?page=3'),
    {
      method: 'POST',
      path: '/api/v1/journals',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({
        title: 'Bench journal',
        description: 'Created by the scale-out bench.',
      }),
    },
  ];
}

/**
 * Starts `processes` API processes behind nginx on one PostgreSQL, signs in as the
 * admin, runs `use({ panelUrl, token })` and stops the cluster. The bases keep two clusters of one run apart.
 */
async function withCluster(processes, databaseUrl, { base, apiBase, prefix }, use) {
  const dataRoot = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  fs.chmodSync(dataRoot, 0o755);
  const layout = clusterLayout({
    base,
    apiBase,
    processes,
    releasesDir: path.join(dataRoot, 'releases'),
  });
  const cluster = await startCluster({
    layout,
    databaseUrl,
    dataRoot,
    quiet: true,
    accessLog: false,
    apiEnv: {
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_MAX: '100000000',
      NOTIFICATION_JOB_INTERVAL_MS: '0',
    },
  });
  try {
    const token = await login(cluster.panelUrl, 'admin@colophon.test', 'colophon-demo');
    return await use({ panelUrl: cluster.panelUrl, token });
  } finally {
    await cluster.stop();
    fs.rmSync(dataRoot, { recursive: true, force: true });
  }
}

const measure = (processes, databaseUrl) =>
  withCluster(
    processes,
    databaseUrl,
    { base: BASE + 10, apiBase: BASE + 1, prefix: 'colophon-scaleout-bench-' },
    async ({ panelUrl, token }) => {
      const options = { url: panelUrl, connections, requests: requests(token) };
      await autocannon({ ...options, duration: 3 }); // warm-up: JIT, pools, nginx keepalive
      const before = loadavg();
      const result = await autocannon({ ...options, duration });
      return {
        processes,
        rps: Math.round(result.requests.average),
        p50: result.latency.p50,
        p99: result.latency.p99,
        errors: result.errors + result.timeouts,
        non2xx: result.non2xx,
        loadBefore: before,
        loadAfter: loadavg(),
      };
    },
  );

/** The mixed scenario through nginx on `processes` API processes (one PostgreSQL). */
async function measureMixed(processes, databaseUrl) {
  const { runMixed } = await importTs('api/bench/mixed-load.ts');
  return withCluster(
    processes,
    databaseUrl,
    { base: BASE + 40, apiBase: BASE + 31, prefix: 'colophon-mixed-bench-' },
    async ({ panelUrl, token }) => {
      const options = {
        origin: panelUrl,
        token,
        connections: Number(values['mixed-connections']),
        pdfKib: Number(values['pdf-kib']),
      };
      await runMixed({ ...options, duration: 3 }); // warm-up: JIT, pools, nginx keepalive
      const before = loadavg();
      const figures = await runMixed({ ...options, duration: Number(values['mixed-duration']) });
      return {
        label: `PostgreSQL, ${processes} API processes behind nginx`,
        ...figures,
        loadBefore: before,
        loadAfter: loadavg(),
      };
    },
  );
}

if (runs('mixed-sqlite')) {
  // SQLite's one process, in the API's own bench script (same lock: this process holds it).
  const args = ['exec', 'tsx', 'bench/mixed.ts'];
  args.push('--duration', values['mixed-duration'], '--connections', values['mixed-connections']);
  args.push('--pdf-kib', values['pdf-kib'], '--port', String(BASE + 30));
  if (values['no-docs']) args.push('--no-docs');
  const sqlite = spawnSync('pnpm', args, { cwd: path.join(ROOT, 'api'), stdio: 'inherit' });
  if (sqlite.status !== 0) console.error('[mixed bench] SQLite run failed');
}

const database = await startPostgres({
  port: BASE + 71, // 6391: inside the suite's range (6300–6399), beside its own 6390
  database: 'colophon_scaleout_bench',
  serverUrl: process.env.SCALEOUT_DATABASE_URL,
});
const rows = [];
let mixed = null;
try {
  for (const processes of runs('scale-out') ? [1, 2] : []) {
    console.log(
      `[scale-out bench] ${processes} API process(es) behind nginx: ${connections} connections, ${duration} s…`,
    );
    rows.push(await measure(processes, database.url));
  }
  if (runs('mixed-postgres')) {
    const processes = Number(values['mixed-processes']);
    console.log(
      `[mixed bench] PostgreSQL, ${processes} API processes behind nginx: ${values['mixed-connections']} connections, ${values['mixed-duration']} s…`,
    );
    mixed = await measureMixed(processes, database.url);
    console.log(JSON.stringify(mixed, null, 2));
  }
} finally {
  await database.stop();
}

if (mixed && !values['no-docs']) {
  const { writeMixedSection } = await importTs('api/bench/mixed-report.ts');
  await writeMixedSection(
    path.join(ROOT, 'docs/performance.md'),
    [mixed],
    {
      connections: Number(values['mixed-connections']),
      duration: Number(values['mixed-duration']),
      pdfKib: Number(values['pdf-kib']),
    },
    'postgres',
  );
  console.log('[mixed bench] wrote docs/performance.md (PostgreSQL)');
}
if (!rows.length) process.exit(0);

const table = [
  '| API processes behind nginx | req/s | p50 ms | p99 ms | errors | non-2xx | load average (1/5/15 min) before → after |',
  '| --- | --- | --- | --- | --- | --- | --- |',
  ...rows.map(
    (r) =>
      `| ${r.processes} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.non2xx} | ${r.loadBefore} → ${r.loadAfter} |`,
  ),
].join('\n');
console.log(`\n${table}\n`);

if (!values['no-docs']) {
  const file = path.join(ROOT, 'docs/performance.md');
  const start = '<!-- scale-out-bench:start -->';
  const end = '<!-- scale-out-bench:end -->';
  const block = `${start}

### Scale-out: 1 vs 2 API processes behind nginx

${new Date().toISOString().slice(0, 10)}, \`node scaleout/bench.mjs\` (part of \`pnpm bench:api\`):
one PostgreSQL ${process.env.SCALEOUT_DATABASE_URL ? '(SCALEOUT_DATABASE_URL)' : '(throwaway cluster, fsync off)'}, the demo seed, nginx (deploy/nginx/, least_conn) in
front, autocannon through nginx with ${connections} connections for ${duration} s after a 3 s
warm-up; per connection 9 signed-in reads (manuscript and journal lists, me, tags,
dashboard) then one journal create. ${os.availableParallelism()} CPU cores shared by nginx,
the API processes, PostgreSQL and autocannon, so the second process competes for
the same cores: this shows the overhead and the balance, not the gain of a second machine.

${table}

${end}`;
  const text = fs.readFileSync(file, 'utf8');
  const next = text.includes(start)
    ? text.replace(new RegExp(`${start}[\\s\\S]*?${end}`), block)
    : `${text.trimEnd()}\n\n${block}\n`;
  fs.writeFileSync(file, next);
  // Aligned as Prettier wants it (`pnpm format:check` reads this file too).
  spawnSync(path.join(ROOT, 'node_modules/.bin/prettier'), ['--write', file], { stdio: 'ignore' });
  console.log(`[scale-out bench] wrote ${path.relative(ROOT, file)}`);
}
