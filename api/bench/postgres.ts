// The bench's PostgreSQL: BENCH_PG_URL (any server; the bench creates its
// databases there), else a cluster of its own in api/.data/bench-pg on port
// 4099 (Debian's binaries), kept between runs with its seeded databases and
// started/stopped around each run. Durability is off: it holds bench data only.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';

const PORT = 4099;

function postgresBin(): string {
  const base = '/usr/lib/postgresql';
  const version = fs
    .readdirSync(base)
    .filter((v) => fs.existsSync(path.join(base, v, 'bin/initdb')))
    .sort((a, b) => Number(b) - Number(a))[0];
  if (!version) throw new Error('No PostgreSQL binaries in /usr/lib/postgresql: set BENCH_PG_URL');
  return path.join(base, version, 'bin');
}

async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

export type BenchPostgres = { serverUrl: string; stop(): void };

/** A reachable server (started here when needed); `stop` stops only what was started. */
export async function benchPostgres(dataRoot: string): Promise<BenchPostgres> {
  if (process.env.BENCH_PG_URL) return { serverUrl: process.env.BENCH_PG_URL, stop: () => {} };
  const serverUrl = `postgres://postgres@127.0.0.1:${PORT}/postgres`;
  if (await reachable(serverUrl)) return { serverUrl, stop: () => {} };
  const dir = path.join(dataRoot, 'bench-pg');
  const bin = postgresBin();
  const asRoot = process.getuid?.() === 0;
  const as = (cmd: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', path.join(bin, cmd), ...args])
      : execFileSync(path.join(bin, cmd), args);
  if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) {
    // Not `recursive` with the mode: that would make `dataRoot` 0700 too, and
    // the postgres user could not reach its own folder inside it.
    fs.mkdirSync(dataRoot, { recursive: true });
    fs.mkdirSync(dir, { mode: 0o700 });
    if (asRoot) execFileSync('chown', ['postgres:postgres', dir]);
    as('initdb', ['-D', dir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  }
  const options = [
    `-p ${PORT} -c listen_addresses=127.0.0.1 -k ${dir}`,
    '-c fsync=off -c synchronous_commit=off -c full_page_writes=off',
    '-c shared_buffers=256MB -c max_wal_size=4GB',
  ].join(' ');
  as('pg_ctl', ['-D', dir, '-o', options, '-l', path.join(dir, 'server.log'), '-w', 'start']);
  return {
    serverUrl,
    stop: () => {
      as('pg_ctl', ['-D', dir, '-m', 'fast', '-w', 'stop']);
    },
  };
}

/** The URL of database `name` on the server (created when missing). */
export async function benchDatabaseUrl(serverUrl: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
