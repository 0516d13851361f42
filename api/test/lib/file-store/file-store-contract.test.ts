// The file store's contract, run against every driver the database
// offers — disk always, PostgreSQL chunks when TEST_DATABASE_URL is set — and
// the FILE_STORE setting (database refused on SQLite).
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { sql } from 'kysely';
import { CHUNK_BYTES, manuscriptOfKey } from '../../../src/lib/file-store/database-file-store';
import {
  createFileStore,
  driverFor,
  type FileStore,
  type FileStoreDriver,
  FileStoreConfigError,
  parseFileStoreSetting,
} from '../../../src/lib/file-store/file-store';
import { buildApp } from '../../../src/app';
import { draftManuscriptRow } from '../../helpers/manuscript-row';
import { buildTestApp, type TestApp } from '../../helpers/test-app';

let t: TestApp;
let uploadsDir: string;
let manuscriptId: number;
beforeAll(async () => {
  t = await buildTestApp();
  uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'colophon-store-'));
  const journal = await t.db
    .insertInto('journals')
    .values({
      title: 'Store journal',
      description: 'x',
      is_active: true,
      status: 'active',
      peer_review_type: 'double_blind',
      created_at: new Date().toISOString(),
      updated_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  manuscriptId = (
    await t.db
      .insertInto('manuscripts')
      .values(draftManuscriptRow(journal.id, t.users.author.id, 'Stored'))
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(uploadsDir, { recursive: true, force: true });
});

const read = async (store: FileStore, key: string) => {
  const file = await store.open(t.db, key);
  if (!file) return null;
  const parts: Buffer[] = [];
  for await (const part of file.stream()) parts.push(part as Buffer);
  return { size: file.size, bytes: Buffer.concat(parts) };
};

const drivers: FileStoreDriver[] = process.env.TEST_DATABASE_URL ? ['disk', 'database'] : ['disk'];

describe.each(drivers)('the %s driver', (driver) => {
  let store: FileStore;
  const key = (name: string) => `manuscripts/${manuscriptId}/${driver}-${name}`;
  beforeAll(() => {
    store = createFileStore(driver, uploadsDir);
  });

  it('stores bytes, a stream and a staged file, and reads back the same bytes', async () => {
    // Over two chunks, not a multiple of the chunk size.
    const big = crypto.randomBytes(CHUNK_BYTES * 2 + 12_345);
    await store.put(t.db, key('a.pdf'), big);
    // Buffer.equals: jest's deep equality is slow on half a megabyte.
    const a = await read(store, key('a.pdf'));
    expect(a?.size).toBe(big.length);
    expect(a?.bytes.equals(big)).toBe(true);

    const pieces = [crypto.randomBytes(1000), crypto.randomBytes(CHUNK_BYTES), Buffer.from('x')];
    await store.put(t.db, key('b.pdf'), Readable.from(pieces));
    expect((await read(store, key('b.pdf')))?.bytes.equals(Buffer.concat(pieces))).toBe(true);

    const staged = path.join(uploadsDir, `staged-${driver}.part`);
    fs.writeFileSync(staged, 'staged bytes');
    await store.put(t.db, key('c.pdf'), staged);
    expect((await read(store, key('c.pdf')))?.bytes.toString()).toBe('staged bytes');
    fs.rmSync(staged, { force: true });

    await store.put(t.db, key('empty.pdf'), Buffer.alloc(0));
    expect(await read(store, key('empty.pdf'))).toEqual({ size: 0, bytes: Buffer.alloc(0) });
  });

  it('replaces a file under the same key; has, keys and remove agree', async () => {
    await store.put(t.db, key('r.pdf'), Buffer.from('first'));
    await store.put(t.db, key('r.pdf'), Buffer.from('second, longer'));
    expect((await read(store, key('r.pdf')))?.bytes.toString()).toBe('second, longer');
    expect(await store.has(t.db, key('r.pdf'))).toBe(true);
    expect(await store.keys(t.db)).toContain(key('r.pdf'));
    await store.remove(t.db, key('r.pdf'));
    expect(await store.has(t.db, key('r.pdf'))).toBe(false);
    expect(await store.open(t.db, key('r.pdf'))).toBeNull();
    expect(await store.keys(t.db)).not.toContain(key('r.pdf'));
  });

  it('a missing key opens as null; a key escaping the folder is refused', async () => {
    expect(await store.open(t.db, key('nothing.pdf'))).toBeNull();
    if (driver === 'disk') {
      await expect(store.put(t.db, '../outside.pdf', Buffer.from('x'))).rejects.toThrow();
      expect(await store.open(t.db, '../../etc/passwd')).toBeNull();
    }
  });

  it('a failed transaction leaves nothing once discarded', async () => {
    const failing = t.db.transaction().execute(async (trx) => {
      await store.put(trx, key('rolled-back.pdf'), crypto.randomBytes(CHUNK_BYTES + 1));
      throw new Error('the row could not be written');
    });
    await expect(failing).rejects.toThrow('the row could not be written');
    await store.discard(key('rolled-back.pdf'));
    expect(await store.has(t.db, key('rolled-back.pdf'))).toBe(false);
    if (driver === 'database') {
      const { n } = await sql<{
        n: number;
      }>`select count(*)::int as n from file_chunks c left join stored_files f on f.id = c.file_id where f.id is null`
        .execute(t.db)
        .then((r) => r.rows[0]!);
      expect(n).toBe(0);
    }
  });

  it("removes a manuscript's files with it, not the shared sample", async () => {
    await store.put(t.db, 'samples/sample.pdf', Buffer.from('%PDF-sample'));
    await store.put(t.db, key('gone.pdf'), Buffer.from('gone'));
    if (driver === 'database') {
      // The row's delete cascades to its files and their chunks.
      await t.db.deleteFrom('manuscript_revisions').execute();
      await t.db.deleteFrom('manuscripts').where('id', '=', manuscriptId).execute();
    }
    await store.removeManuscript(t.db, manuscriptId);
    expect((await store.keys(t.db)).filter((k) => k.startsWith('manuscripts/'))).toEqual([]);
    expect(await store.has(t.db, 'samples/sample.pdf')).toBe(true);
  });
});

describe('FILE_STORE', () => {
  it('reads disk, database or nothing; anything else is an error', () => {
    expect(parseFileStoreSetting(undefined)).toBeUndefined();
    expect(parseFileStoreSetting(' ')).toBeUndefined();
    expect(parseFileStoreSetting('Database')).toBe('database');
    expect(parseFileStoreSetting('disk')).toBe('disk');
    expect(() => parseFileStoreSetting('s3')).toThrow(FileStoreConfigError);
  });

  it('defaults to the database on PostgreSQL and to the disk on SQLite', () => {
    expect(driverFor(t.db, undefined)).toBe(t.dialect === 'postgres' ? 'database' : 'disk');
    expect(driverFor(t.db, 'disk')).toBe('disk');
    if (t.dialect === 'postgres') expect(driverFor(t.db, 'database')).toBe('database');
    else expect(() => driverFor(t.db, 'database')).toThrow(/FILE_STORE=database .*SQLite/);
  });

  it('FILE_STORE=database starts on PostgreSQL; on SQLite the API does not start, and says why', async () => {
    process.env.FILE_STORE = 'database';
    try {
      if (t.dialect === 'postgres') {
        const app = await buildApp({ db: t.db });
        await app.close();
      } else {
        await expect(buildApp({ db: t.db })).rejects.toThrow(
          'FILE_STORE=database keeps files in PostgreSQL, but this API runs on SQLite',
        );
      }
    } finally {
      delete process.env.FILE_STORE;
    }
  });

  it('knows the manuscript a key belongs to', () => {
    expect(manuscriptOfKey('manuscripts/12/v1-x.pdf')).toBe(12);
    expect(manuscriptOfKey('manuscripts/12/reviews/x.pdf')).toBe(12);
    expect(manuscriptOfKey('samples/seed-sample.pdf')).toBeNull();
  });
});
