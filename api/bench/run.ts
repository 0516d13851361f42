// `pnpm --filter api bench [--scale N] [--duration S] [--connections C]`:
// seeds (or reuses) a database of N manuscripts (default 1,000,000), starts
// the API on it in a child process, drives each scenario with autocannon on
// loopback and prints req/s and p50/p99 against the targets of issue #3.
// SQLite by default (api/.data/bench.sqlite); PostgreSQL when DATABASE_URL is set.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { createDatabase, databaseConfigFromEnv } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { DEMO_PASSWORD } from '../src/seed/demo-accounts';
import { seedDatabase } from '../src/seed/index';
import { runLoad } from './autocannon';
import { type Measured, printTable, writeMarkdown } from './report';
import { scenarios } from './scenarios';

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: '1000000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    port: { type: 'string', default: '4090' },
    search: { type: 'string', default: 'coral reef' },
    'no-docs': { type: 'boolean', default: false },
  },
});
const scale = Number(values.scale);
const duration = Number(values.duration);
const connections = Number(values.connections);
const port = Number(values.port);
const benchFile = path.join(API_DIR, '.data/bench.sqlite');
const dbConfig = databaseConfigFromEnv(process.env, benchFile);

async function prepareData(): Promise<{ manuscripts: number; sampleId: number }> {
  const db = createDatabase(dbConfig);
  try {
    await migrateToLatest(db);
    const count = async () =>
      Number(
        (
          await db
            .selectFrom('manuscripts')
            .select(sql<number>`count(*)`.as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    let manuscripts = await count();
    if (manuscripts < scale) {
      console.log(
        `Seeding ${scale.toLocaleString('en')} manuscripts (once; later runs reuse them)…`,
      );
      await seedDatabase(db, { scale, reset: true, log: (m) => console.log(m) });
      manuscripts = await count();
    } else {
      console.log(`Reusing ${manuscripts.toLocaleString('en')} manuscripts.`);
    }
    const middle = await db
      .selectFrom('manuscripts')
      .select('id')
      .orderBy('id')
      .offset(Math.floor(manuscripts / 2))
      .limit(1)
      .executeTakeFirstOrThrow();
    return { manuscripts, sampleId: middle.id };
  } finally {
    await db.destroy();
  }
}

async function startApi(): Promise<ChildProcess> {
  const child = spawn(path.join(API_DIR, 'node_modules/.bin/tsx'), ['src/server.ts'], {
    cwd: API_DIR,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_FILE: benchFile,
      SEED: 'false',
      LOG_LEVEL: 'warn',
      // One client hammers login: the per-IP and per-account limits would answer 429.
      AUTH_RATE_LIMIT_MAX: '100000000',
    },
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The API exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/v1/health`)).ok) return child;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error('The API did not start within 60 s');
}

const login = { email: 'admin@colophon.test', password: DEMO_PASSWORD };
const base = `http://127.0.0.1:${port}/api/v1/`;

async function signIn(): Promise<string> {
  const response = await fetch(`${base}auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(login),
  });
  const body = (await response.json()) as { access_token?: string };
  if (!body.access_token) throw new Error(`Sign-in failed: ${response.status}`);
  return body.access_token;
}

const { manuscripts, sampleId } = await prepareData();
const api = await startApi();
try {
  const token = await signIn();
  const measured: Measured[] = [];
  for (const scenario of scenarios(sampleId, values.search, login)) {
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
      `${scenario.name}: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms`,
    );
    measured.push({ scenario, result });
  }
  console.log('');
  printTable(measured);
  if (!values['no-docs']) {
    const database = dbConfig.dialect === 'sqlite' ? 'SQLite (better-sqlite3)' : 'PostgreSQL';
    writeMarkdown(path.join(API_DIR, '../docs/performance.md'), measured, {
      manuscripts,
      database,
      connections,
      duration,
    });
    console.log('\nWritten to docs/performance.md');
  }
} finally {
  api.kill('SIGTERM');
}
