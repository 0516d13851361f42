// `tsx bench/mixed.ts` (run by `pnpm bench:api` through scaleout/bench.mjs):
// the mixed scenario (bench/mixed-load.ts: signed-in reads, 10 % writes with
// manuscript uploads) against the API as `pnpm start` runs it (its processes:
// src/api-processes.ts) on a fresh demo-seeded SQLite database. Prints req/s,
// p50/p99 overall and for the uploads, and keeps them in docs/performance.md
// between the mixed-bench markers (the PostgreSQL figures, 2 processes behind
// nginx, are written there by scaleout/bench.mjs).
// Options: --duration S (60), --connections C (200), --pdf-kib K (256),
// --cpu-prof DIR (a V8 CPU profile of each API process), --port P (6990), --no-docs,
// --costs (then each request's own CPU cost, bench/mixed-costs.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { apiProcessCount } from '../src/api-processes';
import { DEMO_PASSWORD } from '../src/seed/demo-accounts';
import { prepareData, processCpuMs, signIn, startApi } from './harness';
import { writeMixedSection } from './mixed-report';
import { costTable, requestCosts } from './mixed-costs';
import { runMixed } from './mixed-load';

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '60' },
    connections: { type: 'string', default: '200' },
    'pdf-kib': { type: 'string', default: '256' },
    port: { type: 'string', default: '6990' },
    'cpu-prof': { type: 'string' },
    'no-docs': { type: 'boolean', default: false },
    costs: { type: 'boolean', default: false },
  },
});
const port = Number(values.port);
const loadavg = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

// A fresh database and upload folder per run: the uploads of one run do not slow the next.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'colophon-mixed-bench-'));
process.env.DATA_DIR = dataDir;
const config = { dialect: 'sqlite', file: path.join(dataDir, 'colophon.sqlite') } as const;
try {
  await prepareData(config, 1);
  const api = await startApi(API_DIR, config, port, values['cpu-prof']);
  const processes = apiProcessCount(process.env, config);
  const label = `SQLite, ${processes} API process${processes === 1 ? '' : 'es'}`;
  try {
    const origin = `http://127.0.0.1:${port}`;
    const token = await signIn(`${origin}/api/v1/`, {
      email: 'admin@colophon.test',
      password: DEMO_PASSWORD,
    });
    const options = {
      origin,
      token,
      connections: Number(values.connections),
      pdfKib: Number(values['pdf-kib']),
    };
    await runMixed({ ...options, duration: 3 }); // warm-up: JIT, caches
    const before = loadavg();
    console.log(
      `[mixed bench] ${label}: ${options.connections} connections, ${values.duration} s (load ${before})…`,
    );
    const cpuBefore = processCpuMs(api.child.pid);
    const figures = await runMixed({ ...options, duration: Number(values.duration) });
    const cpuAfter = processCpuMs(api.child.pid);
    const row = {
      label,
      ...figures,
      cpuMsPerRequest:
        cpuBefore === null || cpuAfter === null
          ? null
          : Number(((cpuAfter - cpuBefore) / figures.requests).toFixed(2)),
      loadBefore: before,
      loadAfter: loadavg(),
    };
    console.log(JSON.stringify(row, null, 2));
    if (!values['no-docs']) {
      await writeMixedSection(path.join(API_DIR, '../docs/performance.md'), [row], {
        connections: options.connections,
        duration: Number(values.duration),
        pdfKib: options.pdfKib,
      });
      console.log('[mixed bench] wrote docs/performance.md');
    }
    if (values.costs) {
      console.log('[mixed bench] each request alone…');
      console.log(costTable(await requestCosts(options, () => processCpuMs(api.child.pid))));
    }
  } finally {
    await api.stop();
  }
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
