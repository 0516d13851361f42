// SQL of idempotent creates (table idempotency_keys, migration 0013-idempotency).
import type { Database } from '../db/database';

export type IdempotencyRow = {
  request_hash: string;
  status: number | null;
  content_type: string | null;
  body: string | null;
};

/**
 * Claims (user, key) for a request; false when the key is already held (the
 * primary key decides between concurrent claims). A held key that expired —
 * or whose first request never finished (`abandonedBefore`, past any request
 * timeout) — is released first.
 */
export async function claimKey(
  db: Database,
  claim: { userId: number; key: string; hash: string; now: string },
  expiredBefore: string,
  abandonedBefore: string,
): Promise<boolean> {
  await db
    .deleteFrom('idempotency_keys')
    .where('user_id', '=', claim.userId)
    .where('key', '=', claim.key)
    .where((eb) =>
      eb.or([
        eb('created_at', '<', expiredBefore),
        eb.and([eb('status', 'is', null), eb('created_at', '<', abandonedBefore)]),
      ]),
    )
    .execute();
  const result = await db
    .insertInto('idempotency_keys')
    .values({
      user_id: claim.userId,
      key: claim.key,
      request_hash: claim.hash,
      created_at: claim.now,
    })
    .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export const findKey = (db: Database, userId: number, key: string) =>
  db
    .selectFrom('idempotency_keys')
    .select(['request_hash', 'status', 'content_type', 'body'])
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .executeTakeFirst();

/** Stores the first request's answer, replayed to later requests with the key. */
export async function completeKey(
  db: Database,
  userId: number,
  key: string,
  answer: { status: number; contentType: string | null; body: string },
): Promise<void> {
  await db
    .updateTable('idempotency_keys')
    .set({ status: answer.status, content_type: answer.contentType, body: answer.body })
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .execute();
}

/** Gives the key back (the request failed on the server: a retry may run it). */
export async function releaseKey(db: Database, userId: number, key: string): Promise<void> {
  await db
    .deleteFrom('idempotency_keys')
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .execute();
}

export async function purgeKeys(db: Database, before: string): Promise<void> {
  await db.deleteFrom('idempotency_keys').where('created_at', '<', before).execute();
}
