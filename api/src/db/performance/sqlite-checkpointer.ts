// SQLite checkpoints on a thread of their own. In WAL mode each commit appends
// the pages it changed to the WAL file; a checkpoint copies them into the
// database and syncs both files to disk. By default the connection that
// commits runs it, once the WAL holds 1,000 pages: on the API's one thread,
// between two requests' work. A new manuscript changes about 80 pages (its
// 25 sort indexes, full-text index, authors, notifications, audit, answer
// kept for its Idempotency-Key), so every 12th upload paid for a checkpoint of
// about 12 ms, fsyncs included, and every request waiting for that thread
// waited with it. Measured 2026-12-05 (uploads alone, 10 connections): the
// commit took 1.40 ms per upload on average, 0.94 of it in those checkpoints.
//
// Here a worker thread with its own connection runs a PASSIVE checkpoint
// (it never waits for, nor blocks, the API's reads and writes) every 100 ms,
// and the API's connection checkpoints only past 10,000 pages (40 MiB): a
// backstop should the thread fall behind or be gone. Readers and writers
// are unchanged; a crash leaves what a crash left before (the WAL, replayed
// at the next open). What it buys, on the mixed bench in turns against the
// code without it: 1,400 against 1,276 req/s, and a p99 per 10 s slice of
// 640 against 1,223 ms at the median (docs/performance.md; ADR 0026).
import { Worker } from 'node:worker_threads';
import type SQLite from 'better-sqlite3';

/** How often the thread checkpoints: at the mixed bench's write rate, a few hundred pages each time. */
export const CHECKPOINT_EVERY_MS = 100;
/** The API connection's own checkpoint threshold while the thread runs (pages). */
export const BACKSTOP_PAGES = 10_000;
/** SQLite's default threshold, kept when the thread cannot start. */
const DEFAULT_PAGES = 1_000;

export type Checkpointer = {
  /** Resolves once the thread has its connection open and runs (false: it ended first). */
  readonly started: Promise<boolean>;
  /** Closes the thread's connection; resolves once it has (the same promise when called again). */
  stop(): Promise<void>;
};

/** Starts the checkpoint thread of `sqlite`, the API's connection to the WAL-mode file `file`. */
export function startCheckpointer(sqlite: SQLite.Database, file: string): Checkpointer {
  const worker = new Worker(new URL('./sqlite-checkpoint-worker.mjs', import.meta.url), {
    workerData: { file, everyMs: CHECKPOINT_EVERY_MS },
  });
  // Never what keeps a process alive: the connection's own checkpoints stay.
  worker.unref();
  // From now on (the thread opens its connection within milliseconds), until the thread is gone.
  sqlite.pragma(`wal_autocheckpoint = ${BACKSTOP_PAGES}`);
  const started = new Promise<boolean>((resolve) => {
    worker.once('message', () => resolve(true));
    worker.once('exit', () => {
      // Whatever ended the thread (a stop, a failure to open the file), the API's
      // connection checkpoints as by default again.
      if (sqlite.open) sqlite.pragma(`wal_autocheckpoint = ${DEFAULT_PAGES}`);
      resolve(false);
    });
  });
  // An error ends the thread ('exit' follows); it is not the API's error.
  worker.on('error', () => {});
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  let stopping: Promise<void> | undefined;
  return {
    started,
    stop() {
      stopping ??= (worker.postMessage('stop'), exited);
      return stopping;
    },
  };
}
