// Several API processes on one SQLite file, through Node's cluster (ADR 0027).
// The API runs JavaScript on one thread: under the mixed load one process is
// a core's worth of work, and the machine's other cores sat idle. The first
// process started (the primary) serves nothing: it starts API_PROCESSES
// workers, which share its port (the primary hands each new connection to the
// next worker in turn), replaces one that dies, and stops them all on SIGINT
// or SIGTERM. On PostgreSQL the processes are separate deployments behind
// nginx (deploy/), so there the default is one.
import cluster, { type Worker } from 'node:cluster';
import crypto from 'node:crypto';
import os from 'node:os';
import type { DatabaseConfig } from './db/database';

/** Processes on a SQLite file unless API_PROCESSES says otherwise (at most one a core): ADR 0027. */
const SQLITE_DEFAULT = 2;
/** A worker that dies sooner than this after it started is not replaced: the next would too. */
const CRASH_LOOP_MS = 10_000;

/** How many API processes to run: API_PROCESSES, else 2 on a SQLite file (1 on one core), else 1. */
export function apiProcessCount(env: NodeJS.ProcessEnv, config: DatabaseConfig): number {
  const asked = Number.parseInt(env.API_PROCESSES ?? '', 10);
  if (Number.isInteger(asked) && asked >= 1) return asked;
  const onFile = config.dialect === 'sqlite' && config.file !== ':memory:';
  return onFile ? Math.min(SQLITE_DEFAULT, os.availableParallelism()) : 1;
}

/** Whether this process is a worker of the primary below (then it serves requests). */
export const isWorker = () => cluster.isWorker;

/**
 * The primary: starts `count` workers and keeps them running until a signal;
 * exits once they have all stopped (1 if they could not be kept running).
 */
export function runPrimary(count: number, log: (message: string) => void): void {
  const started = new Map<Worker, number>();
  let stopping = false;
  // E-mail links and device cookies are signed with APP_KEY; unset, each process would make
  // up its own (config.ts) and refuse what the others signed. The workers share one.
  const shared = { APP_KEY: process.env.APP_KEY || crypto.randomBytes(32).toString('hex') };
  const start = () => started.set(cluster.fork(shared), Date.now());
  const stopAll = (signal: NodeJS.Signals, code: number) => {
    if (stopping) return;
    stopping = true;
    for (const worker of started.keys()) worker.process.kill(signal);
    const exitWhenDone = () => {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(code);
    };
    cluster.on('exit', exitWhenDone);
    exitWhenDone();
  };
  cluster.on('exit', (worker, exitCode, signal) => {
    const since = started.get(worker) ?? 0;
    started.delete(worker);
    if (stopping) return;
    const how = signal ?? `code ${exitCode}`;
    if (Date.now() - since < CRASH_LOOP_MS) {
      log(`[api] process ${worker.process.pid} stopped (${how}) right after it started; stopping`);
      stopAll('SIGTERM', 1);
      return;
    }
    log(`[api] process ${worker.process.pid} stopped (${how}); starting another`);
    start();
  });
  for (let i = 0; i < count; i++) start();
  process.on('SIGINT', () => stopAll('SIGINT', 0));
  process.on('SIGTERM', () => stopAll('SIGTERM', 0));
}
