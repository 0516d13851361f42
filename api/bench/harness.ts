// The bench's moving parts: a seeded database (reused across runs), the API
// in a child process on it, and a signed-in token.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { API_NODE_ARGS } from '../launch.mjs';
import { createDatabase, type DatabaseConfig } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { seedDatabase } from '../src/seed/index';

export type DataFacts = { manuscripts: number; manuscriptId: number; journalId: number };

/** Migrates (new indexes land on the reused data) and seeds when short of `scale`. */
export async function prepareData(config: DatabaseConfig, scale: number): Promise<DataFacts> {
  const db = createDatabase(config);
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
    }
    const middle = await db
      .selectFrom('manuscripts')
      .select(['id', 'journal_id'])
      .orderBy('id')
      .offset(Math.floor(manuscripts / 2))
      .limit(1)
      .executeTakeFirstOrThrow();
    return { manuscripts, manuscriptId: middle.id, journalId: middle.journal_id };
  } finally {
    await db.destroy();
  }
}

/** A process's CPU time (user + system, ms) and its parent's pid, from /proc/PID/stat. */
function statOf(pid: number): { cpuMs: number; parent: number } | null {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    const ticksPerSecond = 100; // USER_HZ on Linux
    return {
      cpuMs: ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond,
      parent: Number(fields[1]),
    };
  } catch {
    return null;
  }
}

/**
 * CPU time (user + system, ms) a process and its children (the API's worker
 * processes, api-processes.ts) have used so far, from /proc; null elsewhere.
 * Per request it varies less than req/s does on a machine shared with other tenants.
 */
export function processCpuMs(pid: number | undefined): number | null {
  const own = pid === undefined ? null : statOf(pid);
  if (!own) return null;
  let total = own.cpuMs;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = statOf(Number(entry));
    if (stat && stat.parent === pid) total += stat.cpuMs;
  }
  return total;
}

export type RunningApi = { child: ChildProcess; stop(): Promise<void> };

/**
 * The API on `config` at `port`; with `cpuProfDir`, V8 writes a CPU profile there on exit.
 * `extraEnv` goes over the bench's own settings (e.g. SEED for a tree that seeds itself).
 */
export async function startApi(
  apiDir: string,
  config: DatabaseConfig,
  port: number,
  cpuProfDir?: string,
  extraEnv: NodeJS.ProcessEnv = {},
): Promise<RunningApi> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    SEED: 'false',
    LOG_LEVEL: 'warn',
    // One client hammers login: the per-IP and per-account limits would answer 429.
    AUTH_RATE_LIMIT_MAX: '100000000',
    // The scheduled job off: every invitation of the seeded data is past its reminder day,
    // so the job would spend the run sending that backlog, and the figures would be its.
    NOTIFICATION_JOB_INTERVAL_MS: '0',
    ...extraEnv,
  };
  delete env.DATABASE_URL;
  delete env.DATABASE_FILE;
  if (config.dialect === 'postgres') env.DATABASE_URL = config.url;
  else env.DATABASE_FILE = config.file;
  // Node itself with tsx's loader: one process, and --cpu-prof is a flag of node (not NODE_OPTIONS).
  const profile = cpuProfDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(cpuProfDir)}`] : [];
  const child = spawn(process.execPath, [...profile, ...API_NODE_ARGS], {
    cwd: apiDir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env,
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The API exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/v1/health`)).ok) return { child, stop };
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error('The API did not start within 120 s');
}

export async function signIn(base: string, login: Record<string, unknown>): Promise<string> {
  const response = await fetch(`${base}auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(login),
  });
  const body = (await response.json()) as { access_token?: string };
  if (!body.access_token) throw new Error(`Sign-in failed: ${response.status}`);
  return body.access_token;
}
