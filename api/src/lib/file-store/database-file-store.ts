// The database driver (PostgreSQL): a file is a stored_files row and its bytes
// are file_chunks rows of CHUNK_BYTES (migration 0014-file-store). Writing
// streams the source in chunk by chunk inside the caller's transaction;
// reading streams it out one chunk per query, so neither holds a whole file
// in memory. A manuscript's files reference it and are deleted with it.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { Readable } from 'node:stream';
import type { Generated } from 'kysely';
import type { Database } from '../../db/database';
import type { FileSource, FileStore, OpenedFile } from './file-store-interface';

/** 256 KiB: a few round trips per megabyte, small rows for TOAST and for memory. */
export const CHUNK_BYTES = 256 * 1024;

type FileTables = {
  stored_files: {
    id: Generated<number>;
    path: string;
    manuscript_id: number | null;
    size: number;
    sha256: string;
    created_at: string;
  };
  file_chunks: { file_id: number; seq: number; data: Buffer };
};

const tables = (db: Database) => db.withTables<FileTables>();

/** manuscripts/{id}/… belongs to manuscript id; anything else (the seed's sample) to none. */
export function manuscriptOfKey(key: string): number | null {
  const match = /^manuscripts\/(\d{1,10})\//.exec(key);
  return match ? Number(match[1]) : null;
}

/** The source as chunks of exactly CHUNK_BYTES (the last one shorter). */
async function* chunksOf(source: FileSource): AsyncGenerator<Buffer> {
  const input =
    typeof source === 'string'
      ? fs.createReadStream(source, { highWaterMark: CHUNK_BYTES })
      : Buffer.isBuffer(source)
        ? Readable.from([source])
        : source;
  let pending: Buffer[] = [];
  let length = 0;
  for await (const data of input) {
    let chunk = Buffer.isBuffer(data) ? data : Buffer.from(data as string);
    while (length + chunk.length >= CHUNK_BYTES) {
      const take = CHUNK_BYTES - length;
      yield Buffer.concat([...pending, chunk.subarray(0, take)]);
      chunk = chunk.subarray(take);
      pending = [];
      length = 0;
    }
    if (chunk.length) {
      pending.push(chunk);
      length += chunk.length;
    }
  }
  if (length) yield Buffer.concat(pending);
}

export class DatabaseFileStore implements FileStore {
  readonly driver = 'database' as const;

  async put(db: Database, key: string, source: FileSource): Promise<void> {
    const t = tables(db);
    await t.deleteFrom('stored_files').where('path', '=', key).execute();
    const { id } = await t
      .insertInto('stored_files')
      .values({
        path: key,
        manuscript_id: manuscriptOfKey(key),
        size: 0,
        sha256: '',
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const hash = crypto.createHash('sha256');
    let size = 0;
    let seq = 0;
    for await (const data of chunksOf(source)) {
      await t.insertInto('file_chunks').values({ file_id: id, seq, data }).execute();
      hash.update(data);
      size += data.length;
      seq += 1;
    }
    await t
      .updateTable('stored_files')
      .set({ size, sha256: hash.digest('hex') })
      .where('id', '=', id)
      .execute();
  }

  /** The transaction's rollback removed the rows already. */
  async discard(): Promise<void> {}

  async open(db: Database, key: string): Promise<OpenedFile | null> {
    const row = await tables(db)
      .selectFrom('stored_files')
      .select(['id', 'size'])
      .where('path', '=', key)
      .executeTakeFirst();
    if (!row) return null;
    const { id } = row;
    const size = Number(row.size);
    const count = Math.ceil(size / CHUNK_BYTES);
    async function* read() {
      for (let seq = 0; seq < count; seq++) {
        const chunk = await tables(db)
          .selectFrom('file_chunks')
          .select('data')
          .where('file_id', '=', id)
          .where('seq', '=', seq)
          .executeTakeFirst();
        // Deleted while being read: fail the stream (the answer is cut off, not padded).
        if (!chunk) throw new Error(`File ${key} was removed while it was read.`);
        yield chunk.data;
      }
    }
    return { size, stream: () => Readable.from(read(), { objectMode: false }) };
  }

  async has(db: Database, key: string): Promise<boolean> {
    const row = await tables(db)
      .selectFrom('stored_files')
      .select('id')
      .where('path', '=', key)
      .executeTakeFirst();
    return !!row;
  }

  async remove(db: Database, key: string): Promise<void> {
    await tables(db).deleteFrom('stored_files').where('path', '=', key).execute();
  }

  /** Nothing left: stored_files rows cascade with their manuscript. */
  async removeManuscript(): Promise<void> {}

  async keys(db: Database): Promise<string[]> {
    const rows = await tables(db)
      .selectFrom('stored_files')
      .select('path')
      .orderBy('path')
      .execute();
    return rows.map((r) => r.path);
  }
}
