// Files through several API processes. On PostgreSQL two app
// instances with different DATA_DIRs (two hosts) share every file through the
// database driver: uploaded through A, downloaded through B with identical
// bytes; deleted through B, gone for both. On SQLite (one host) the instances
// share one DATA_DIR. Either way a failed upload leaves no row and no file.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { storedFiles } from '../helpers/stored-files';
import { buildInstances, type Instances } from '../helpers/shared-database';
import { manuscriptFields } from '../modules/manuscripts/helpers/content';
import { multipart } from '../modules/manuscripts/helpers/multipart';

const postgres = !!process.env.TEST_DATABASE_URL;
const dirA = fs.mkdtempSync(path.join(os.tmpdir(), 'colophon-host-a-'));
const dirB = postgres ? fs.mkdtempSync(path.join(os.tmpdir(), 'colophon-host-b-')) : dirA;
let t: Instances;
let a: FastifyInstance;
let b: FastifyInstance;
let token: string;
let journal: number;

beforeAll(async () => {
  process.env.DATA_DIR = dirA;
  t = await buildInstances();
  a = t.apps[0];
  process.env.DATA_DIR = dirB;
  b = await t.another();
  delete process.env.DATA_DIR;
  const author = await t.createUser(['author']);
  token = await t.tokenFor(author.id);
  const now = new Date().toISOString();
  journal = (
    await t.dbs[0]
      .insertInto('journals')
      .values({
        title: 'Shared files',
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
  await t.close();
  for (const dir of new Set([dirA, dirB])) fs.rmSync(dir, { recursive: true, force: true });
});

/** A valid PDF of ~700 KB (three chunks of the database driver), random inside. */
const bigPdf = () =>
  Buffer.concat([
    Buffer.from('%PDF-1.4\n%'),
    crypto.randomBytes(700 * 1024),
    Buffer.from('\n%%EOF\n'),
  ]);

const submit = (app: FastifyInstance, content: Buffer, fields = manuscriptFields()) => {
  const body = multipart(fields, [{ name: 'Großer Aufsatz.pdf', content }]);
  return app.inject({
    method: 'POST',
    url: `/api/v1/journals/${journal}/manuscripts`,
    headers: { authorization: `Bearer ${token}`, ...body.headers },
    payload: body.payload,
  });
};

const download = (app: FastifyInstance, id: number, revisionId: number) =>
  app.inject({
    method: 'GET',
    url: `/api/v1/manuscripts/${id}/revisions/${revisionId}/file`,
    headers: { authorization: `Bearer ${token}` },
  });

const count = async (table: 'manuscripts' | 'stored_files' | 'file_chunks') => {
  if (table !== 'manuscripts' && !postgres) return 0;
  const { rows } = await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(
    t.dbs[0],
  );
  return Number(rows[0]!.n);
};

const state = async () => ({
  manuscripts: await count('manuscripts'),
  storedFiles: await count('stored_files'),
  chunks: await count('file_chunks'),
  files: await storedFiles(t.dbs[0], path.join(dirA, 'uploads')),
});

it('a file uploaded through A downloads through B: 200 and identical bytes', async () => {
  const content = bigPdf();
  const created = await submit(a, content);
  expect(created.statusCode).toBe(201);
  const { id, revisions } = created.json().data;
  const res = await download(b, id, revisions[0].id);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.headers['content-length']).toBe(String(content.length));
  expect(res.headers['content-disposition']).toBe(
    `attachment; filename="Gro_er Aufsatz.pdf"; filename*=UTF-8''Gro%C3%9Fer%20Aufsatz.pdf`,
  );
  expect(res.headers['cache-control']).toBe('private, no-store');
  expect(res.rawPayload.equals(content)).toBe(true);
  if (postgres) {
    // Nothing on either host's disk: the bytes are in the database, in three chunks.
    expect(await storedFiles(t.dbs[0], path.join(dirB, 'uploads'))).toEqual([
      expect.stringMatching(new RegExp(`^manuscripts/${id}/v1-`)),
    ]);
    expect(fs.existsSync(path.join(dirA, 'uploads', 'manuscripts'))).toBe(false);
    expect(await count('file_chunks')).toBe(3);
  }
});

it('a delete through B removes the contents everywhere', async () => {
  const created = await submit(b, bigPdf());
  const { id, revisions } = created.json().data;
  expect((await download(a, id, revisions[0].id)).statusCode).toBe(200);
  const removed = await b.inject({
    method: 'DELETE',
    url: `/api/v1/manuscripts/${id}`,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(removed.statusCode).toBe(200);
  expect((await download(a, id, revisions[0].id)).statusCode).toBe(404);
  expect((await state()).files.filter((f) => f.startsWith(`manuscripts/${id}/`))).toEqual([]);
  if (postgres) {
    const { rows } = await sql<{
      n: number;
    }>`select count(*) as n from file_chunks c join stored_files f on f.id = c.file_id where f.manuscript_id = ${id}`.execute(
      t.dbs[1],
    );
    expect(Number(rows[0]!.n)).toBe(0);
  }
});

it('a failed upload leaves no row, no file and no chunks', async () => {
  // A database error after the file was stored in the transaction (a trigger
  // refusing the submission's history row) rolls everything back.
  if (postgres) {
    await sql`create function refuse_boom() returns trigger language plpgsql as $$
      begin raise exception 'boom'; end $$`.execute(t.dbs[0]);
    await sql`create trigger refuse_boom before insert on manuscript_status_history
      for each row when (new.notes = 'boom') execute function refuse_boom()`.execute(t.dbs[0]);
  } else {
    await sql`create trigger refuse_boom before insert on manuscript_status_history
      when new.notes = 'boom' begin select raise(abort, 'boom'); end`.execute(t.dbs[0]);
  }
  const before = await state();
  const failed = await submit(
    a,
    bigPdf(),
    manuscriptFields({ submit: '1', submission_notes: 'boom' }),
  );
  expect(failed.statusCode).toBe(500);
  const refused = await submit(a, Buffer.concat([Buffer.from('MZ'), crypto.randomBytes(4000)]));
  expect(refused.statusCode).toBe(415);
  const invalid = await submit(b, bigPdf(), manuscriptFields({ title: '' }));
  expect(invalid.statusCode).toBe(422);
  expect(await state()).toEqual(before);
});
