// A PostgreSQL for the scale-out suite, its bench and `pnpm start:cluster`
// without a DATABASE_URL: a throwaway cluster in a temp folder (Debian's
// binaries, installed when missing), one fresh database in it, stopped and
// deleted at the end. With an existing server (SCALEOUT_DATABASE_URL), a fresh
// database is created in it and dropped at the end instead.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../../scripts/lib/apps.mjs';
import { ensurePostgresBin } from '../../scripts/lib/system-deps.mjs';

// `pg` is the API's driver; deploy/ borrows it from there.
const pg = createRequire(path.join(ROOT, 'api/package.json'))('pg');

async function createDatabase(serverUrl, name) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function dropDatabase(serverUrl, name) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

/**
 * initdb + pg_ctl start on 127.0.0.1:port, as the postgres user when we are root.
 * The one throwaway-cluster starter: the scale-out suite and `pnpm start:cluster`
 * (through startPostgres) and the API tests (scripts/test-api.mjs) use it.
 * `bin`: the PostgreSQL binaries' folder (default: Debian's, installed when missing).
 */
export function startThrowawayCluster(port, settings, bin = ensurePostgresBin()) {
  const asRoot = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'colophon-pg-'));
  const as = (cmd, args) => {
    const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args];
    execFileSync(file, argv, { stdio: ['ignore', 'ignore', 'inherit'] });
  };
  if (asRoot) {
    const id = (flag) => Number(execFileSync('id', [flag, 'postgres']).toString().trim());
    fs.chownSync(dir, id('-u'), id('-g'));
  }
  let started = false;
  const stop = () => {
    try {
      if (started) as(path.join(bin, 'pg_ctl'), ['-D', dir, '-m', 'fast', '-w', 'stop']);
    } catch (error) {
      console.error('[postgres] could not stop the throwaway cluster:', error.message);
    }
    started = false;
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    as(path.join(bin, 'initdb'), [
      '-D',
      dir,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--no-sync',
    ]);
    const options = [
      `-p ${port}`,
      '-c listen_addresses=127.0.0.1',
      `-k ${dir}`,
      ...Object.entries(settings).map(([k, v]) => `-c ${k}=${v}`),
    ].join(' ');
    as(path.join(bin, 'pg_ctl'), [
      '-D',
      dir,
      '-o',
      options,
      '-l',
      path.join(dir, 'server.log'),
      '-w',
      'start',
    ]);
    started = true;
  } catch (error) {
    const log = path.join(dir, 'server.log');
    if (fs.existsSync(log)) console.error(fs.readFileSync(log, 'utf8'));
    stop();
    throw error;
  }
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop };
}

/**
 * @param {{ port: number, database: string, serverUrl?: string, settings?: Record<string,string|number> }} o
 *   serverUrl: an existing server to create the database in (else a throwaway cluster on `port`)
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
export async function startPostgres(o) {
  if (o.serverUrl) {
    const url = await createDatabase(o.serverUrl, o.database);
    return { url, stop: () => dropDatabase(o.serverUrl, o.database).catch(() => undefined) };
  }
  // Throwaway: no fsync. What the suite kills is an API process, never
  // PostgreSQL, so a write PostgreSQL acknowledged stays acknowledged.
  const cluster = startThrowawayCluster(o.port, {
    max_connections: 200,
    fsync: 'off',
    synchronous_commit: 'off',
    full_page_writes: 'off',
    ...o.settings,
  });
  try {
    const url = await createDatabase(cluster.url, o.database);
    return { url, stop: async () => cluster.stop() };
  } catch (error) {
    cluster.stop();
    throw error;
  }
}
