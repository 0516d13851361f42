// Which API process holds an idempotency claim, and whether it is still alive.
// A process that dies mid-request (kill -9, a crash) leaves its claim behind;
// a re-send of the same key must tell "still running" (answer 409, wait) from
// "gone" (settle the key now) without a timeout.
//
// Each process holds a lock on its own random number for as long as it runs
// (db/dialect/process-lock.ts): "the lock is free" means "the process is gone".
// A holder that is one of this process's own apps is alive.
import crypto from 'node:crypto';
import type { Database } from '../db/database';
import { holdProcessLock, isProcessLockFree } from '../db/dialect/process-lock';

/** First half of the two-number advisory lock ("idem" in ASCII): nothing else locks on it. */
const LOCK_CLASS = 0x6964656d;

/** Holders of the apps running in this process (tests run several). */
const ownHolders = new Set<number>();

export interface Holder {
  /** This app's number, written into the claims it makes. */
  readonly id: number;
  /** Whether the process that holds `holder` has stopped (its claim can be settled). */
  isGone(holder: number): Promise<boolean>;
  /** Lets the number go (the app is closing). */
  close(): Promise<void>;
}

/** A positive 31-bit number, unused by any app of this process. */
function newHolderId(): number {
  for (;;) {
    const id = crypto.randomInt(1, 2 ** 31 - 1);
    if (!ownHolders.has(id)) return id;
  }
}

/**
 * Starts this app's holder: its lock is held until close() (taken again if its
 * connection breaks; a claim is still never settled twice, see
 * idempotency-transactions.ts).
 */
export async function startHolder(db: Database): Promise<Holder> {
  const id = newHolderId();
  ownHolders.add(id);
  let stop = () => {};
  let stopped = false;
  const whenStopped = new Promise<void>((resolve) => (stop = resolve));
  const lock = holdProcessLock(db, { lockClass: LOCK_CLASS, id }, whenStopped, () => stopped);
  await lock?.held;
  return {
    id,
    async isGone(holder) {
      if (ownHolders.has(holder)) return false;
      return isProcessLockFree(db, { lockClass: LOCK_CLASS, id: holder });
    },
    async close() {
      stopped = true;
      ownHolders.delete(id);
      stop();
      await lock?.released();
    },
  };
}
