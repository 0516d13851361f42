// `pnpm --filter api bench` (run it under `flock /tmp/colophon-heavy.lock`):
// seeds (or reuses) SQLite and PostgreSQL databases of 10^6 and 10^4
// manuscripts, starts the API on each in a child process, drives every
// scenario with autocannon on loopback, and prints both databases side by
// side with the targets' ratios taken from the same run. The machine's
// load average is recorded before and after each scenario set; a set that
// ran above load 1 is run again (up to --repeat times) and the quietest kept.
// Options: --scale N (default 1000000), --base N (10000; 0 skips it),
// --duration S, --connections C, --databases sqlite,postgres, --only REGEX,
// --cpu-prof DIR (V8 CPU profiles of the API processes), --no-docs.
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { DatabaseConfig } from '../src/db/database';
import { DEMO_PASSWORD } from '../src/seed/demo-accounts';
import { runLoad } from './autocannon';
import { prepareData, signIn, startApi } from './harness';
import { benchPostgres, benchDatabaseUrl } from './postgres';
import { type DbRun, type Measured, printSideBySide, ratiosOf, writeMarkdown } from './report';
import { type Scenario, scenarios } from './scenarios';

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DATA_DIR = path.join(API_DIR, '.data');
const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: '1000000' },
    base: { type: 'string', default: '10000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    databases: { type: 'string', default: 'sqlite,postgres' },
    search: { type: 'string', default: 'coral reef' },
    only: { type: 'string' },
    repeat: { type: 'string', default: '1' },
    'cpu-prof': { type: 'string' },
    'no-docs': { type: 'boolean', default: false },
  },
});
const scale = Number(values.scale);
const baseScale = Number(values.base);
const duration = Number(values.duration);
const connections = Number(values.connections);
const repeats = Number(values.repeat);
const databases = values.databases.split(',') as ('sqlite' | 'postgres')[];
const only = values.only ? new RegExp(values.only) : null;
const login = { email: 'admin@colophon.test', password: DEMO_PASSWORD };
const PORTS = { sqlite: 4090, postgres: 4091 } as const;

const load1 = () => Number((os.loadavg()[0] ?? 0).toFixed(2));

async function measureSet(
  port: number,
  set: Scenario[],
): Promise<{ measured: Measured[]; loadBefore: number; loadAfter: number }> {
  const base = `http://127.0.0.1:${port}/api/v1/`;
  const token = await signIn(base, login);
  const loadBefore = load1();
  const measured: Measured[] = [];
  for (const scenario of set) {
    const options = {
      url: base + scenario.path,
      method: scenario.method,
      connections,
      headers: {
        'content-type': 'application/json',
        ...(scenario.signedIn ? { authorization: `Bearer ${token}` } : {}),
      },
      body: scenario.body ? JSON.stringify(scenario.body) : undefined,
    };
    await runLoad({ ...options, duration: 2 }); // warm-up: JIT, caches, page cache
    const result = await runLoad({ ...options, duration });
    console.log(
      `  ${scenario.name}: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms${result.non2xx + result.errors ? `, ${result.non2xx + result.errors} failed` : ''}`,
    );
    measured.push({ scenario, result });
  }
  return { measured, loadBefore, loadAfter: load1() };
}

/** One database at one scale: the scenario set, again while the machine is busy. */
async function benchOne(
  label: string,
  config: DatabaseConfig,
  manuscripts: number,
  pick: (all: Scenario[]) => Scenario[],
): Promise<DbRun> {
  const facts = await prepareData(config, manuscripts);
  const set = pick(scenarios({ ...facts, searchTerm: values.search, login }));
  const port = PORTS[config.dialect];
  const api = await startApi(API_DIR, config, port, values['cpu-prof']);
  try {
    let best: DbRun | null = null;
    for (let attempt = 0; attempt <= repeats; attempt++) {
      console.log(
        `${label}, ${facts.manuscripts.toLocaleString('en')} manuscripts (run ${attempt + 1}, load ${load1()}):`,
      );
      const run = await measureSet(port, set);
      const current: DbRun = { label, manuscripts: facts.manuscripts, ...run };
      if (
        !best ||
        Math.max(run.loadBefore, run.loadAfter) < Math.max(best.loadBefore, best.loadAfter)
      )
        best = current;
      if (run.loadBefore <= 1 && run.loadAfter <= 1) break;
    }
    return best!;
  } finally {
    await api.stop();
  }
}

const pg = databases.includes('postgres') ? await benchPostgres(DATA_DIR) : null;
try {
  const runs: DbRun[] = [];
  const bases: DbRun[] = [];
  for (const database of databases) {
    const configAt = async (n: number): Promise<DatabaseConfig> =>
      database === 'sqlite'
        ? { dialect: 'sqlite', file: path.join(DATA_DIR, `bench-${n}.sqlite`) }
        : {
            dialect: 'postgres',
            url: await benchDatabaseUrl(pg!.serverUrl, `colophon_bench_${n}`),
          };
    const label = database === 'sqlite' ? 'SQLite' : 'PostgreSQL';
    runs.push(
      await benchOne(label, await configAt(scale), scale, (all) =>
        all.filter((s) => !only || only.test(s.name)),
      ),
    );
    if (baseScale > 0)
      bases.push(
        await benchOne(label, await configAt(baseScale), baseScale, (all) =>
          all.filter((s) => s.name === 'list, page 1'),
        ),
      );
  }
  console.log('');
  printSideBySide(runs);
  const ratios = ratiosOf(runs, bases);
  for (const line of ratios) console.log(line);
  if (!values['no-docs']) {
    await writeMarkdown(path.join(API_DIR, '../docs/performance.md'), runs, bases, {
      connections,
      duration,
    });
    console.log('\nWritten to docs/performance.md');
  }
} finally {
  pg?.stop();
}
