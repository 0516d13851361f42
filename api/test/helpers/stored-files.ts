// What the file store holds, whichever driver the test runs with: files on
// disk under uploads/ (tmp/ included, to catch leftovers) plus, on PostgreSQL,
// the keys stored in the database.
import fs from 'node:fs';
import path from 'node:path';
import type { Database } from '../../src/db/database';
import { dialectName } from '../../src/db/portable';
import { DatabaseFileStore } from '../../src/lib/file-store/database-file-store';
import { fileStoreFor } from '../../src/lib/file-store/file-store';

/** Every stored file and staged upload, as keys relative to uploads/, sorted. */
export async function storedFiles(db: Database, uploadsDir: string): Promise<string[]> {
  const onDisk = fs.existsSync(uploadsDir)
    ? (fs.readdirSync(uploadsDir, { recursive: true }) as string[])
        .filter((f) => fs.statSync(path.join(uploadsDir, f)).isFile())
        .map((f) => f.split(path.sep).join('/'))
    : [];
  const inDatabase = dialectName(db) === 'postgres' ? await new DatabaseFileStore().keys(db) : [];
  return [...onDisk, ...inDatabase].sort();
}

/** The contents stored under `key` (through the default driver), or null. */
export async function readStored(
  db: Database,
  uploadsDir: string,
  key: string,
): Promise<Buffer | null> {
  const file = await fileStoreFor(db, { uploadsDir }).open(db, key);
  if (!file) return null;
  const parts: Buffer[] = [];
  for await (const part of file.stream()) parts.push(part as Buffer);
  return Buffer.concat(parts);
}
