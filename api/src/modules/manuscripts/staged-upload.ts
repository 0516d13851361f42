// The file calls of an upload on its way in: written to tmp/, its ends read
// for the type check, removed when it is not kept. They are synchronous, and
// that is a measured choice, kept here in one place:
//
// Under load the event loop takes tens of milliseconds per turn (the mixed
// bench, 200 connections at about 1,000 req/s: ~70 ms), and every awaited
// file call waits for a whole turn. An upload made about twenty of them (open,
// one write per chunk, close, three open/read/close for its type check, mkdir,
// rename, remove): uploads p50 1.9 s, of which 0.8 s in the type check alone.
// The same calls made synchronously take microseconds each on a local disk
// (the bytes were just written, they are in the page cache): see the mixed
// bench's figures in docs/performance.md. DATA_DIR must be a local disk, as
// it must be for SQLite anyway.
import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';

/**
 * A staged upload's file written as its chunks arrive, synchronously. Opened
 * at construction (`wx`: the name is new, nothing is overwritten); `size`
 * counts what was written. A destroyed writer closes the file; the caller
 * removes it (`removeStaged`).
 */
export class StagedFileWriter extends Writable {
  size = 0;
  #fd: number | null;

  constructor(readonly file: string) {
    super();
    this.#fd = fs.openSync(file, 'wx');
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error) => void) {
    try {
      for (let at = 0; at < chunk.length;) {
        at += fs.writeSync(this.#fd!, chunk, at, chunk.length - at);
      }
      this.size += chunk.length;
      done();
    } catch (error) {
      done(error as Error);
    }
  }

  override _final(done: (error?: Error) => void) {
    this.#close(done);
  }

  override _destroy(error: Error | null, done: (error?: Error | null) => void) {
    this.#close((closeError) => done(error ?? closeError));
  }

  #close(done: (error?: Error) => void) {
    const fd = this.#fd;
    this.#fd = null;
    try {
      if (fd !== null) fs.closeSync(fd);
      done();
    } catch (error) {
      done(error as Error);
    }
  }
}

/** A new name in `${uploadsDir}/tmp` (the folder is made when missing). */
export function newStagedPath(uploadsDir: string, name: string): string {
  const dir = path.join(uploadsDir, 'tmp');
  fs.mkdirSync(dir, { recursive: true });
  return path.join(dir, name);
}

/** The first `headBytes` and the last `tailBytes` of a file of `size` bytes, in one open. */
export function readEnds(
  file: string,
  size: number,
  headBytes: number,
  tailBytes: number,
): { head: Buffer; tail: Buffer } {
  const fd = fs.openSync(file, 'r');
  try {
    const head = Buffer.alloc(Math.min(size, headBytes));
    const tail = Buffer.alloc(Math.min(size, tailBytes));
    const headRead = fs.readSync(fd, head, 0, head.length, 0);
    const tailRead = fs.readSync(fd, tail, 0, tail.length, size - tail.length);
    return { head: head.subarray(0, headRead), tail: tail.subarray(0, tailRead) };
  } finally {
    fs.closeSync(fd);
  }
}

/** Best effort: a leftover file is harmless (the stale sweep takes it), a failed request is not. */
export function removeStaged(file: string | null | undefined): void {
  if (!file) return;
  try {
    fs.unlinkSync(file);
  } catch {
    // Already gone (moved into place, or never created), or not ours to remove.
  }
}
