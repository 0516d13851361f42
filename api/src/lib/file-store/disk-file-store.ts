// The disk driver: a file lives at `${uploadsDir}/<key>`. Bytes and streams are
// written to tmp/ first and renamed into place, so a reader never sees half a
// file and a crash leaves only a `.part` file (removed by the stale sweep).
import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FileSource, FileStore, OpenedFile } from './file-store-interface';

export class DiskFileStore implements FileStore {
  readonly driver = 'disk' as const;

  constructor(readonly uploadsDir: string) {}

  /** Absolute path of a key; null when it escapes the uploads folder. */
  resolve(key: string): string | null {
    const absolute = path.resolve(this.uploadsDir, key);
    return absolute.startsWith(this.uploadsDir + path.sep) ? absolute : null;
  }

  #target(key: string): string {
    const target = this.resolve(key);
    if (!target || key.startsWith('tmp/')) throw new Error(`Not a storable file key: ${key}`);
    return target;
  }

  async put(_db: unknown, key: string, source: FileSource): Promise<void> {
    const target = this.#target(key);
    if (typeof source === 'string') {
      // A staged upload moved into place, synchronously: this runs inside the
      // transaction writing its row, and on SQLite a transaction holds the one
      // connection, so every await here would hold every other query of the
      // process for a loop turn (modules/manuscripts/staged-upload.ts has the figures).
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.renameSync(source, target);
      return;
    }
    await fsp.mkdir(path.dirname(target), { recursive: true });
    const tmp = path.join(this.uploadsDir, 'tmp');
    await fsp.mkdir(tmp, { recursive: true });
    const part = path.join(tmp, `${crypto.randomUUID()}.part`);
    try {
      const input = Buffer.isBuffer(source) ? Readable.from([source]) : source;
      await pipeline(input, fs.createWriteStream(part));
      await fsp.rename(part, target);
    } finally {
      await fsp.rm(part, { force: true }).catch(() => {});
    }
  }

  async discard(key: string): Promise<void> {
    const target = this.resolve(key);
    if (target) await fsp.rm(target, { force: true }).catch(() => {});
  }

  async open(_db: unknown, key: string): Promise<OpenedFile | null> {
    const file = this.resolve(key);
    const stat = file ? await fsp.stat(file).catch(() => null) : null;
    if (!file || !stat?.isFile()) return null;
    return { size: stat.size, stream: () => fs.createReadStream(file) };
  }

  async has(db: unknown, key: string): Promise<boolean> {
    return (await this.open(db, key)) !== null;
  }

  async remove(_db: unknown, key: string): Promise<void> {
    await this.discard(key);
  }

  /** Removes manuscripts/{id}/ (the seed's shared sample lives elsewhere and stays). */
  async removeManuscript(_db: unknown, manuscriptId: number): Promise<void> {
    const dir = this.resolve(`manuscripts/${manuscriptId}`);
    if (dir) await fsp.rm(dir, { recursive: true, force: true }).catch(() => {});
  }

  /** Every file under the root except staged uploads (tmp/). */
  async keys(): Promise<string[]> {
    const names = await fsp
      .readdir(this.uploadsDir, { recursive: true, withFileTypes: true })
      .catch(() => []);
    return names
      .filter((entry) => entry.isFile())
      .map((entry) =>
        path
          .relative(this.uploadsDir, path.join(entry.parentPath, entry.name))
          .split(path.sep)
          .join('/'),
      )
      .filter((key) => !key.startsWith('tmp/'))
      .sort();
  }
}
