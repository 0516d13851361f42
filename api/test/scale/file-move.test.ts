// `files:move` between the drivers — a round trip database → disk →
// database keeps every file readable through an API on the matching
// FILE_STORE, runs again without doing anything twice, finishes an
// interrupted run, and reports what is missing. PostgreSQL only (SQLite keeps
// its files on disk): there it refuses.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { DatabaseFileStore } from '../../src/lib/file-store/database-file-store';
import { DiskFileStore } from '../../src/lib/file-store/disk-file-store';
import { moveFiles } from '../../src/lib/file-store/move-files';
import { buildInstances, type Instances } from '../helpers/shared-database';
import { manuscriptFields } from '../modules/manuscripts/helpers/content';
import { pdfBytes } from '../modules/manuscripts/helpers/files';
import { multipart } from '../modules/manuscripts/helpers/multipart';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'colophon-move-'));
const uploadsDir = path.join(dataDir, 'uploads');
let t: Instances;
let token: string;
let journal: number;
const files: { id: number; revision: number; content: Buffer }[] = [];

beforeAll(async () => {
  process.env.DATA_DIR = dataDir;
  t = await buildInstances();
  const author = await t.createUser(['author']);
  token = await t.tokenFor(author.id);
  const now = new Date().toISOString();
  journal = (
    await t.dbs[0]
      .insertInto('journals')
      .values({
        title: 'Moving files',
        description: 'x',
        is_active: true,
        status: 'active',
        peer_review_type: 'double_blind',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(async () => {
  delete process.env.DATA_DIR;
  delete process.env.FILE_STORE;
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function upload(app: FastifyInstance, title: string) {
  const content = pdfBytes(title);
  const body = multipart(manuscriptFields({ title }), [{ name: 'paper.pdf', content }]);
  const res = await app.inject({
    method: 'POST',
    url: `/api/v1/journals/${journal}/manuscripts`,
    headers: { authorization: `Bearer ${token}`, ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode).toBe(201);
  const { id, revisions } = res.json().data;
  files.push({ id, revision: revisions[0].id, content });
}

/** Every uploaded file through `app`: its status and whether the bytes are the same. */
const readAll = async (app: FastifyInstance) =>
  Promise.all(
    files.map(async ({ id, revision, content }) => {
      const res = await app.inject({
        method: 'GET',
        url: `/api/v1/manuscripts/${id}/revisions/${revision}/file`,
        headers: { authorization: `Bearer ${token}` },
      });
      return res.statusCode === 200 && res.rawPayload.equals(content);
    }),
  );

/** An instance on the shared database with FILE_STORE set. */
async function withFileStore(setting: string) {
  process.env.FILE_STORE = setting;
  try {
    return await t.another();
  } finally {
    delete process.env.FILE_STORE;
  }
}

if (process.env.TEST_DATABASE_URL) {
  it('moves every file to the disk and back, idempotently, readable after each move', async () => {
    const database = new DatabaseFileStore();
    const disk = new DiskFileStore(uploadsDir);
    const db = t.dbs[0];
    for (const title of ['First', 'Second', 'Third']) await upload(t.apps[0], title);
    expect(await database.keys(db)).toHaveLength(3);

    const toDisk = await moveFiles(db, { uploadsDir, to: 'disk' });
    expect(toDisk).toEqual({ to: 'disk', moved: 3, alreadyThere: 0, missing: [], unreferenced: 0 });
    expect(await database.keys(db)).toEqual([]);
    expect(await disk.keys()).toHaveLength(3);
    expect(await readAll(await withFileStore('disk'))).toEqual([true, true, true]);
    // The database driver finds nothing now: FILE_STORE must follow the move.
    expect(await readAll(t.apps[1])).toEqual([false, false, false]);

    // Again: nothing left to move.
    expect(await moveFiles(db, { uploadsDir, to: 'disk' })).toMatchObject({
      moved: 0,
      alreadyThere: 3,
    });

    // A run stopped after a copy committed (the file in both stores) is finished.
    const [first] = await disk.keys();
    await db
      .transaction()
      .execute((trx) => database.put(trx, first!, fs.readFileSync(path.join(uploadsDir, first!))));
    const toDatabase = await moveFiles(db, { uploadsDir, to: 'database' });
    expect(toDatabase).toEqual({
      to: 'database',
      moved: 2,
      alreadyThere: 1,
      missing: [],
      unreferenced: 0,
    });
    expect(await disk.keys()).toEqual([]);
    expect(await database.keys(db)).toHaveLength(3);
    expect(await readAll(t.apps[1])).toEqual([true, true, true]);

    // A file lost from both stores is reported, not invented; a stray disk file stays.
    await database.remove(db, first!);
    fs.mkdirSync(path.join(uploadsDir, 'stray'), { recursive: true });
    fs.writeFileSync(path.join(uploadsDir, 'stray', 'x.pdf'), 'x');
    expect(await moveFiles(db, { uploadsDir, to: 'database' })).toEqual({
      to: 'database',
      moved: 0,
      alreadyThere: 2,
      missing: [first],
      unreferenced: 1,
    });
  });
} else {
  it('refuses on SQLite, whose files stay on disk', async () => {
    await expect(moveFiles(t.dbs[0], { uploadsDir, to: 'database' })).rejects.toThrow(
      /only be moved on PostgreSQL/,
    );
  });
}
