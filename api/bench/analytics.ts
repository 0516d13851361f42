// `tsx bench/analytics.ts` (the last step of `pnpm --filter api bench`; run it
// under `flock /tmp/colophon-heavy.lock`): the editorial analytics screen at
// 10^6 manuscripts on SQLite and PostgreSQL. Per database: the shared bench
// data (seeded again when it predates the scale seed's invitations), the
// aggregates rebuilt from scratch (timed), a fold of 1,000 written
// manuscripts (timed, figures checked exact), then the API in a child process
// and each request of the screen timed in a row: p50/p95/p99, side by side
// with the SQLite/PostgreSQL ratio of the same run, written to
// docs/performance.md. Options: --scale N (1000000), --requests N (200),
// --databases sqlite,postgres, --fold N (1000), --no-docs, --no-rebuild (keep the
// aggregates the seed built: no rebuild time then).
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import type { AnalyticsFigures } from '@colophon/shared/contracts';
import { createDatabase, type DatabaseConfig } from '../src/db/database';
import { DEMO_PASSWORD } from '../src/seed/demo-accounts';
import { prepareAnalyticsData, timedFold } from './analytics-data';
import {
  type AnalyticsRun,
  percentiles,
  printRuns,
  type Timed,
  writeAnalyticsMarkdown,
} from './analytics-report';
import { signIn, startApi } from './harness';
import { benchDatabaseUrl, benchPostgres } from './postgres';

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DATA_DIR = path.join(API_DIR, '.data');
const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: '1000000' },
    requests: { type: 'string', default: '200' },
    databases: { type: 'string', default: 'sqlite,postgres' },
    fold: { type: 'string', default: '1000' },
    'no-rebuild': { type: 'boolean', default: false },
    'no-docs': { type: 'boolean', default: false },
  },
});
const scale = Number(values.scale);
const requests = Number(values.requests);
const foldCount = Number(values.fold);
const databases = values.databases.split(',') as ('sqlite' | 'postgres')[];
const PORTS = { sqlite: 4092, postgres: 4093 } as const;
const login = { email: 'admin@colophon.test', password: DEMO_PASSWORD };
const load1 = () => Number((os.loadavg()[0] ?? 0).toFixed(2));
const log = (line: string) => console.log(`  ${line}`);

type Request = { name: string; paths: string[] };

/** The screen's requests: each alone, then the three the screen opens with at once. */
function screenRequests(journalId: number, editorId: number | null, year: number): Request[] {
  const one = (name: string, p: string): Request => ({ name, paths: [p] });
  return [
    one('scope', 'analytics/scope'),
    one('figures, all journals, 12 months', 'analytics/figures'),
    one('figures, one journal', `analytics/figures?journal_id=${journalId}`),
    ...(editorId ? [one('figures, one editor', `analytics/figures?editor_id=${editorId}`)] : []),
    one('workload', 'analytics/workload'),
    one(`review report ${year} (CSV)`, `analytics/review-report?year=${year}`),
    {
      name: 'screen: scope + figures + workload at once',
      paths: ['analytics/scope', 'analytics/figures', 'analytics/workload'],
    },
  ];
}

async function timeRequest(base: string, token: string, request: Request): Promise<Timed> {
  const headers = { authorization: `Bearer ${token}` };
  const once = async () => {
    const started = performance.now();
    const responses = await Promise.all(
      request.paths.map(async (p) => {
        const response = await fetch(base + p, { headers });
        await response.arrayBuffer();
        return response.ok;
      }),
    );
    return { ms: performance.now() - started, ok: responses.every(Boolean) };
  };
  for (let i = 0; i < 10; i++) await once(); // warm-up: JIT, statement caches, page cache
  const durations: number[] = [];
  let failed = 0;
  for (let i = 0; i < requests; i++) {
    const { ms, ok } = await once();
    durations.push(ms);
    if (!ok) failed++;
  }
  const latency = percentiles(durations, failed);
  console.log(`  ${request.name}: p50 ${latency.p50} ms, p95 ${latency.p95}, p99 ${latency.p99}`);
  return { name: request.name, latency };
}

/** The handling editor with the most manuscripts (the one-editor figures), if any. */
async function busiestEditor(config: DatabaseConfig): Promise<number | null> {
  const db = createDatabase(config);
  try {
    const { rows } = await sql<{ editor_id: number }>`select editor_id from analytics_manuscripts
      where editor_id <> 0 group by editor_id order by count(*) desc limit 1`.execute(db);
    return rows[0]?.editor_id ?? null;
  } finally {
    await db.destroy();
  }
}

/** The admin's decision counts over the default 12 months (all journals). */
async function decisionsOf(base: string, token: string) {
  const response = await fetch(`${base}analytics/figures`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`analytics/figures answered ${response.status}`);
  return ((await response.json()) as { data: AnalyticsFigures }).data.decisions;
}

async function benchOne(label: string, config: DatabaseConfig): Promise<AnalyticsRun> {
  console.log(`${label}, ${scale.toLocaleString('en')} manuscripts (load ${load1()}):`);
  const rebuild = !values['no-rebuild'];
  const { facts, rebuildMs, counts } = await prepareAnalyticsData(config, scale, rebuild, log);
  if (rebuildMs !== null) log(`rebuildAnalytics: ${(rebuildMs / 1000).toFixed(1)} s`);
  const editorId = await busiestEditor(config);
  const port = PORTS[config.dialect];
  const api = await startApi(API_DIR, config, port);
  try {
    const base = `http://127.0.0.1:${port}/api/v1/`;
    const token = await signIn(base, login);
    const fold = await timedFold(config, foldCount, () => decisionsOf(base, token));
    const { before } = fold;
    const expected = (d: typeof before, k: number) =>
      `${d.decided + k}/${d.rejected + k}/${d.desk_rejected + k}`;
    const seen = (d: typeof before) => `${d.decided}/${d.rejected}/${d.desk_rejected}`;
    const exact =
      seen(fold.written) === expected(before, fold.ids) && seen(fold.undone) === seen(before);
    const detail = `decided/rejected/desk-rejected ${seen(before)} → ${seen(fold.written)} → ${seen(fold.undone)}`;
    log(
      `fold of ${fold.ids} written manuscripts: ${Math.round(fold.writeFoldMs)} ms, undone: ${Math.round(fold.undoFoldMs)} ms; ${detail}${exact ? '' : ' NOT EXACT'}`,
    );
    const year = new Date().getUTCFullYear() - 1;
    const loadBefore = load1();
    const timed: Timed[] = [];
    for (const request of screenRequests(facts.journalId, editorId, year))
      timed.push(await timeRequest(base, token, request));
    return {
      label,
      counts,
      rebuildMs,
      fold: { ...fold, exact, detail },
      timed,
      loadBefore,
      loadAfter: load1(),
    };
  } finally {
    await api.stop();
  }
}

const pg = databases.includes('postgres') ? await benchPostgres(DATA_DIR) : null;
try {
  const runs: AnalyticsRun[] = [];
  for (const database of databases) {
    const config: DatabaseConfig =
      database === 'sqlite'
        ? { dialect: 'sqlite', file: path.join(DATA_DIR, `bench-${scale}.sqlite`) }
        : {
            dialect: 'postgres',
            url: await benchDatabaseUrl(pg!.serverUrl, `colophon_bench_${scale}`),
          };
    runs.push(await benchOne(database === 'sqlite' ? 'SQLite' : 'PostgreSQL', config));
  }
  console.log('');
  printRuns(runs);
  if (!values['no-docs']) {
    await writeAnalyticsMarkdown(path.join(API_DIR, '../docs/performance.md'), runs, {
      requests,
      command: 'pnpm --filter api bench',
    });
    console.log('\nWritten to docs/performance.md ("Editorial analytics at 10^6")');
  }
} finally {
  pg?.stop();
}
