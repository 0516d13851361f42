// SQL of idempotent creates (table idempotency_keys, migrations 0013-idempotency
// and 0033-idempotency-holders). Every write to a claim names its holder: a
// request that lost its claim to a re-send (it was thought dead) changes nothing.
import type { Transaction } from 'kysely';
import type { Database } from '../db/database';
import type { DB } from '../db/schema';

/** A claim as its request knows it. */
export type HeldClaim = { userId: number; key: string; holder: number };

/**
 * Claims (user, key) for a request; false when the key is already held (the
 * primary key decides between concurrent claims). A key past its 24 hours is
 * deleted first.
 */
export async function claimKey(
  db: Database,
  claim: HeldClaim & { hash: string; now: string },
  expiredBefore: string,
): Promise<boolean> {
  await db
    .deleteFrom('idempotency_keys')
    .where('user_id', '=', claim.userId)
    .where('key', '=', claim.key)
    .where('created_at', '<', expiredBefore)
    .execute();
  const result = await db
    .insertInto('idempotency_keys')
    .values({
      user_id: claim.userId,
      key: claim.key,
      request_hash: claim.hash,
      created_at: claim.now,
      holder: claim.holder,
      claimed_at: claim.now,
    })
    .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export const findKey = (db: Database, userId: number, key: string) =>
  db
    .selectFrom('idempotency_keys')
    .select([
      'request_hash',
      'status',
      'content_type',
      'body',
      'created_at',
      'holder',
      'claimed_at',
      'results',
    ])
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .executeTakeFirst();

/**
 * Takes over a claim left unanswered by `from` (gone, or null: released) for
 * `claim.holder`; what it had committed comes back, to be replayed. Undefined
 * when someone else settled or took it first. On PostgreSQL the update waits
 * for a transaction of the old holder still writing `results` (its row lock).
 */
export async function takeOverKey(
  db: Database,
  claim: HeldClaim & { now: string },
  from: number | null,
): Promise<{ results: string | null } | undefined> {
  return db
    .updateTable('idempotency_keys')
    .set({ holder: claim.holder, claimed_at: claim.now })
    .where('user_id', '=', claim.userId)
    .where('key', '=', claim.key)
    .where('status', 'is', null)
    .where('holder', from === null ? 'is' : '=', from)
    .returning('results')
    .executeTakeFirst();
}

/**
 * Inside a transaction of the claimed request: records what its transactions
 * returned. False when the claim is no longer this request's (roll back).
 */
export async function recordCommits(
  trx: Transaction<DB>,
  claim: HeldClaim,
  results: string,
): Promise<boolean> {
  const result = await trx
    .updateTable('idempotency_keys')
    .set({ results })
    .where('user_id', '=', claim.userId)
    .where('key', '=', claim.key)
    .where('holder', '=', claim.holder)
    .where('status', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Stores the first request's answer, replayed to later requests with the key. */
export async function completeKey(
  db: Database,
  claim: HeldClaim,
  answer: { status: number; contentType: string | null; body: string },
): Promise<void> {
  await db
    .updateTable('idempotency_keys')
    .set({
      status: answer.status,
      content_type: answer.contentType,
      body: answer.body,
      holder: null,
    })
    .where('user_id', '=', claim.userId)
    .where('key', '=', claim.key)
    .where('holder', '=', claim.holder)
    .execute();
}

/**
 * Gives the key back (the request failed on the server: a retry may run it).
 * A claim with committed transactions stays, unheld: a retry replays them.
 */
export async function releaseKey(db: Database, claim: HeldClaim): Promise<void> {
  await db
    .deleteFrom('idempotency_keys')
    .where('user_id', '=', claim.userId)
    .where('key', '=', claim.key)
    .where('holder', '=', claim.holder)
    .where('results', 'is', null)
    .execute();
  await db
    .updateTable('idempotency_keys')
    .set({ holder: null })
    .where('user_id', '=', claim.userId)
    .where('key', '=', claim.key)
    .where('holder', '=', claim.holder)
    .execute();
}

export async function purgeKeys(db: Database, before: string): Promise<void> {
  await db.deleteFrom('idempotency_keys').where('created_at', '<', before).execute();
}
