// Several API processes on one SQLite file (src/api-processes.ts, ADR 0027),
// with real processes: a process's lock is held while it runs and free once
// it is killed with -9 (so an Idempotency-Key it left is settled, and one it
// still holds is not); processes starting together on an empty file seed it
// once; the API started as `pnpm start` starts it runs two processes that
// store concurrent creates once each, with no 5xx, replace one killed with
// -9, and end with their first process.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createDatabase } from '../../src/db/database';
import { isProcessLockFree } from '../../src/db/dialect/process-lock';
import { DEMO_PASSWORD } from '../../src/seed/demo-accounts';

const API_DIR = path.resolve(__dirname, '../..');
const FIXTURE = path.join(__dirname, 'fixtures/sqlite-process.ts');
/** The idempotency holders' lock class (src/lib/idempotency-holder.ts). */
const HOLDERS = 0x6964656d;

let dir: string;
const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) =>
    child.exitCode !== null || child.signalCode !== null
      ? resolve()
      : child.once('exit', () => resolve()),
  );

const children: ChildProcess[] = [];
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'colophon-processes-'));
});
afterEach(async () => {
  for (const child of children.splice(0)) {
    child.kill('SIGKILL');
    await exited(child);
  }
  fs.rmSync(dir, { recursive: true, force: true });
});

const tsx = (args: string[], env: NodeJS.ProcessEnv = {}) => {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: API_DIR,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  return child;
};

/** The first line a child prints, as JSON. */
const firstLine = (child: ChildProcess) =>
  new Promise<Record<string, unknown>>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const end = out.indexOf('\n');
      if (end >= 0) resolve(JSON.parse(out.slice(0, end)) as Record<string, unknown>);
    });
    child.once('exit', (code) => reject(new Error(`exited with ${code} before printing`)));
  });

/**
 * The API processes `pid` started (not tsx's esbuild, which a first run without tsx's cache
 * also starts).
 */
function workerPids(pid: number): number[] {
  let out: string;
  try {
    out = execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(pid)], { encoding: 'utf8' });
  } catch {
    return []; // ps exits with 1 when the process has no children
  }
  return out
    .trim()
    .split('\n')
    .filter((line) => line.includes('src/server.ts'))
    .map((line) => Number.parseInt(line, 10));
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function until(done: () => boolean | Promise<boolean>, ms = 30_000): Promise<void> {
  for (const end = Date.now() + ms; !(await done());) {
    if (Date.now() > end) throw new Error(`still not done after ${ms} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

it("a process's lock is held while it runs and free once it is killed with -9", async () => {
  const file = path.join(dir, 'db.sqlite');
  const db = createDatabase({ dialect: 'sqlite', file });
  try {
    const other = tsx([FIXTURE, 'hold', file]);
    const { holder } = await firstLine(other);
    const key = { lockClass: HOLDERS, id: Number(holder) };
    expect(await isProcessLockFree(db, key)).toBe(false);
    other.kill('SIGKILL');
    await exited(other);
    expect(await isProcessLockFree(db, key)).toBe(true);
  } finally {
    await db.destroy();
  }
}, 60_000);

it('processes starting together on an empty file: one migrates and seeds, the others find it done', async () => {
  const file = path.join(dir, 'db.sqlite');
  const results = await Promise.all(
    [0, 1, 2].map(() => firstLine(tsx([FIXTURE, 'prepare', file], { DATA_DIR: dir }))),
  );
  expect(results.map((r) => r.seeded).sort()).toEqual([false, false, true]);
  const db = createDatabase({ dialect: 'sqlite', file });
  try {
    const admins = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'admin@colophon.test')
      .execute();
    expect(admins).toHaveLength(1);
  } finally {
    await db.destroy();
  }
}, 120_000);

it('the API on a SQLite file runs two processes: concurrent creates stored once each, a killed one replaced', async () => {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}/api/v1`;
  const api = tsx(['src/server.ts'], {
    PORT: String(port),
    DATA_DIR: dir,
    DATABASE_FILE: path.join(dir, 'db.sqlite'),
    DATABASE_URL: '',
    API_PROCESSES: '',
    LOG_LEVEL: 'warn',
    NOTIFICATION_JOB_INTERVAL_MS: '0',
  });
  api.stderr!.resume();
  api.stdout!.resume();
  await until(async () => (await fetch(`${origin}/health`).catch(() => null))?.ok === true, 90_000);
  await until(() => workerPids(api.pid!).length === 2);
  // The workers run from at least now: the first process replaces one that lived 10 s.
  const workersStarted = Date.now();
  const workers = workerPids(api.pid!);

  const login = await fetch(`${origin}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@colophon.test', password: DEMO_PASSWORD }),
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const createTag = (i: number) =>
    fetch(`${origin}/tags`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'idempotency-key': `processes-${i}`,
      },
      body: JSON.stringify({ name: `processes ${i}` }),
    }).then((r) => r.status);

  // 300 creates at once, then each sent again with its key: every one answered 201 and
  // stored once, by two processes writing the one file.
  const indexes = Array.from({ length: 300 }, (_, i) => i);
  const first = await Promise.all(indexes.map(createTag));
  const again = await Promise.all(indexes.map(createTag));
  expect(first.filter((s) => s !== 201)).toEqual([]);
  expect(again.filter((s) => s !== 201)).toEqual([]);
  const db = createDatabase({ dialect: 'sqlite', file: path.join(dir, 'db.sqlite') });
  try {
    const stored = await db
      .selectFrom('tags')
      .select('name')
      .where('name', 'like', 'processes %')
      .execute();
    expect(stored).toHaveLength(300);
  } finally {
    await db.destroy();
  }

  // A process killed with -9 is replaced (one that lived past the first seconds).
  await new Promise((r) => setTimeout(r, Math.max(0, 11_000 - (Date.now() - workersStarted))));
  process.kill(workers[0]!, 'SIGKILL');
  await until(() => {
    const now = workerPids(api.pid!);
    return now.length === 2 && !now.includes(workers[0]!);
  });
  await until(async () => (await fetch(`${origin}/health`).catch(() => null))?.ok === true);

  // The first process killed with -9: its processes end too and free the port.
  const remaining = workerPids(api.pid!);
  api.kill('SIGKILL');
  await until(() => remaining.every((pid) => !alive(pid)));
}, 180_000);
