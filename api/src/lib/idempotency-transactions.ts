// The transactions of a request that holds an Idempotency-Key claim. Each one
// writes, before it commits, what it returned into the claim row, in the same
// transaction: a create and the key that made it are stored together or not
// at all. When the process dies between the commit and the answer, a re-send
// of the key runs the request again, and each transaction that already
// committed is not run again: it returns what it returned the first time. So
// the re-send answers with the row the first attempt stored, and creates none.
//
// It wraps `db.transaction()` of the database the request's handler works
// through (`request.db`, plugins/db.ts) rather than every create service:
// every signed-in POST with a key is covered, services unchanged.
//
// The claim is handed over as that database, not through AsyncLocalStorage:
// on Node 20 an AsyncLocalStorage, once used, makes every promise of the
// process call a hook, and that cost 9–14 % of the API's CPU per request in
// the mixed bench, reads included (docs/performance.md, "The claim without
// AsyncLocalStorage").
import type { TransactionBuilder } from 'kysely';
import { msg } from '@colophon/shared/contracts';
import type { Database } from '../db/database';
import type { DB } from '../db/schema';
import { conflict } from './http-errors';
import { recordCommits } from './idempotency.repository';

/** What one committed transaction returned (`unrecordable`: not JSON; it cannot be replayed). */
export type Commit = { value?: unknown } | { unrecordable: true };

export interface ClaimedRequest {
  userId: number;
  key: string;
  holder: number;
  /** Transactions committed by an earlier attempt, still to be replayed in order. */
  earlier: Commit[];
  /** Every committed transaction of the key so far (earlier attempts' included). */
  commits: Commit[];
}

/** A claimed request's scope: `claim` is cleared once its answer is stored; later work is not part of it. */
export type ClaimScope = { claim?: ClaimedRequest };

const inProgressErrors = new WeakSet<Error>();

/** A conflict that tells the client to send the key again (another request holds it). */
export function inProgress(): Error {
  const error = conflict(msg('common.idempotencyKeyInProgress'));
  inProgressErrors.add(error);
  return error;
}

export const isInProgress = (error: unknown) =>
  error instanceof Error && inProgressErrors.has(error);

function toCommit(value: unknown): Commit {
  try {
    return JSON.parse(JSON.stringify({ value })) as Commit;
  } catch {
    return { unrecordable: true };
  }
}

function replay(commit: Commit): unknown {
  // Committed, but what it returned cannot be rebuilt: a plain conflict, definitive for the client.
  if ('unrecordable' in commit) throw conflict();
  return commit.value;
}

async function executeRecorded<T>(
  scope: ClaimScope,
  builder: TransactionBuilder<DB>,
  callback: Parameters<TransactionBuilder<DB>['execute']>[0],
): Promise<T> {
  const claim = scope.claim;
  if (!claim) return builder.execute(callback) as Promise<T>;
  const earlier = claim.earlier.shift();
  if (earlier) return replay(earlier) as T;
  let commit: Commit | undefined;
  const value = await builder.execute(async (trx) => {
    const result = await callback(trx);
    commit = toCommit(result);
    const commits = JSON.stringify([...claim.commits, commit]);
    // Refused when another request took the key over (this one was thought dead): roll back.
    if (!(await recordCommits(trx, claim, commits))) throw inProgress();
    return result;
  });
  claim.commits.push(commit!);
  return value as T;
}

function recording(scope: ClaimScope, builder: TransactionBuilder<DB>): TransactionBuilder<DB> {
  // Only the builder's public methods; its private state stays on the real one.
  const wrapped: Pick<TransactionBuilder<DB>, 'execute' | 'setAccessMode' | 'setIsolationLevel'> = {
    execute: (callback) => executeRecorded(scope, builder, callback),
    setAccessMode: (mode) => recording(scope, builder.setAccessMode(mode)),
    setIsolationLevel: (level) => recording(scope, builder.setIsolationLevel(level)),
  };
  return wrapped as TransactionBuilder<DB>;
}

/**
 * `db` as a claimed request works through it: its `transaction()` records (and
 * replays) into `scope`'s claim; everything else is `db` itself. A caller that
 * keys a cache by database finds none for it and reads afresh, as a write should.
 */
export function claimedDatabase(db: Database, scope: ClaimScope): Database {
  return new Proxy(db, {
    get(target, key) {
      if (key === 'transaction') return () => recording(scope, target.transaction());
      // Bound to the real instance: Kysely keeps its state in private fields.
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
    },
  });
}
