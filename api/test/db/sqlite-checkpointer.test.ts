// The checkpoint thread (src/db/performance/sqlite-checkpointer.ts): a commit no
// longer copies the WAL into the database on the API's thread; the thread
// does, soon after; the connection's own threshold is the backstop; a thread
// that cannot start leaves SQLite's default.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { createDatabase } from '../../src/db/database';
import { BACKSTOP_PAGES, startCheckpointer } from '../../src/db/performance/sqlite-checkpointer';

const PAGE = 4096;
let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'colophon-checkpoint-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Waits until `done()` holds, polling (at most 10 s). */
async function until(done: () => boolean): Promise<void> {
  for (let waited = 0; !done(); waited += 20) {
    if (waited > 10_000) throw new Error('still not done after 10 s');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

test('a commit of 3,000 pages leaves them in the WAL; the thread moves them into the database', async () => {
  const file = path.join(dir, 'db.sqlite');
  const db = createDatabase({ dialect: 'sqlite', file });
  try {
    await sql`create table t (body blob)`.execute(db);
    await until(() => fs.existsSync(file));
    const before = fs.statSync(file).size;
    // 3,000 pages in one commit: past SQLite's default threshold (1,000), under the backstop.
    await db.transaction().execute(async (trx) => {
      for (let i = 0; i < 300; i++) {
        await sql`insert into t (body) values (${Buffer.alloc(10 * PAGE, i)})`.execute(trx);
      }
    });
    // The commit did not checkpoint on this thread: the database file has not grown yet.
    expect(fs.statSync(file).size - before).toBeLessThan(100 * PAGE);
    expect(fs.statSync(`${file}-wal`).size).toBeGreaterThan(3_000 * PAGE);
    await until(() => fs.statSync(file).size - before > 3_000 * PAGE);
    const { rows } = await sql<{ n: number }>`select count(*) as n from t`.execute(db);
    expect(rows[0]!.n).toBe(300);
  } finally {
    await db.destroy();
  }
});

test('while the thread runs, the connection checkpoints only past the backstop; stop ends it', async () => {
  const file = path.join(dir, 'db.sqlite');
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  const checkpointer = startCheckpointer(sqlite, file);
  expect(await checkpointer.started).toBe(true);
  expect(sqlite.pragma('wal_autocheckpoint', { simple: true })).toBe(BACKSTOP_PAGES);
  await checkpointer.stop();
  // Once the thread has gone, the connection checkpoints as by default.
  expect(sqlite.pragma('wal_autocheckpoint', { simple: true })).toBe(1000);
  sqlite.close();
});

test('a thread that cannot open the file leaves the default threshold', async () => {
  const sqlite = new SQLite(path.join(dir, 'db.sqlite'));
  sqlite.pragma('journal_mode = WAL');
  const checkpointer = startCheckpointer(sqlite, path.join(dir, 'missing', 'db.sqlite'));
  expect(await checkpointer.started).toBe(false);
  expect(sqlite.pragma('wal_autocheckpoint', { simple: true })).toBe(1000);
  sqlite.close();
});

test('destroy resolves once the thread has let the file go: a file removed then stays removed', async () => {
  const file = path.join(dir, 'db.sqlite');
  const db = createDatabase({ dialect: 'sqlite', file });
  await sql`select 1`.execute(db);
  await db.destroy();
  for (const name of fs.readdirSync(dir)) fs.rmSync(path.join(dir, name), { force: true });
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(fs.readdirSync(dir)).toEqual([]);
});
