// SQL of the remote registry: one rollout row per section, and load errors.
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { forUpdate } from '../../db/dialect/sql-dialect';
import { nowIso } from '../../db/portable';

export type RolloutRow = {
  section: string;
  stable_version: string | null;
  canary_version: string | null;
  canary_percentage: number;
  previous_versions: string;
  updated_at: string | null;
  updated_by: string | null;
};

export const findRollouts = (db: Database): Promise<RolloutRow[]> =>
  db
    .selectFrom('section_rollouts as r')
    .leftJoin('users as u', 'u.id', 'r.updated_by')
    .select([
      'r.section',
      'r.stable_version',
      'r.canary_version',
      'r.canary_percentage',
      'r.previous_versions',
      'r.updated_at',
      'u.name as updated_by',
    ])
    .execute();

export type RolloutValues = {
  stable_version: string | null;
  canary_version: string | null;
  canary_percentage: number;
  previous_versions: string;
};

/**
 * Reads the section's rollout under a write lock held until the transaction
 * ends, so concurrent release changes take turns. A placeholder row (the
 * deployed build, as when there is none) is inserted first so there is a row
 * to lock; it is only ever committed together with the change that follows.
 * On PostgreSQL the read is SELECT … FOR UPDATE; on SQLite the insert, a
 * write, already takes the database's write lock before the read (a read
 * first would let two transactions read the same state).
 */
export async function lockRollout(trx: Database, section: string): Promise<RolloutValues> {
  await trx
    .insertInto('section_rollouts')
    .values({ section, previous_versions: '[]', canary_percentage: 0, updated_at: nowIso() })
    .onConflict((oc) => oc.column('section').doNothing())
    .execute();
  const query = trx
    .selectFrom('section_rollouts')
    .select(['stable_version', 'canary_version', 'canary_percentage', 'previous_versions'])
    .where('section', '=', section);
  return forUpdate(trx, query).executeTakeFirstOrThrow();
}

/** The section's rollout as it stands (the deployed build, no canary, before any release). */
export async function findRollout(db: Database, section: string): Promise<RolloutValues> {
  const row = await db
    .selectFrom('section_rollouts')
    .select(['stable_version', 'canary_version', 'canary_percentage', 'previous_versions'])
    .where('section', '=', section)
    .executeTakeFirst();
  return (
    row ?? {
      stable_version: null,
      canary_version: null,
      canary_percentage: 0,
      previous_versions: '[]',
    }
  );
}

/** Inserts or replaces the section's rollout; `actorId` null: the rollout watcher changed it. */
export async function saveRollout(
  db: Database,
  section: string,
  values: RolloutValues,
  actorId: number | null,
): Promise<void> {
  const row = { ...values, updated_by: actorId, updated_at: nowIso() };
  await db
    .insertInto('section_rollouts')
    .values({ section, ...row })
    .onConflict((oc) => oc.column('section').doUpdateSet(row))
    .execute();
}

/** One row per section, version and client: a new report of the same client refreshes it. */
export async function upsertLoadError(
  db: Database,
  values: { section: string; version: string; entry: string; message: string; client: string },
): Promise<void> {
  const now = nowIso();
  await db
    .insertInto('remote_load_errors')
    .values({ ...values, created_at: now })
    .onConflict((oc) =>
      oc
        .columns(['section', 'version', 'client'])
        .doUpdateSet({ entry: values.entry, message: values.message, created_at: now }),
    )
    .execute();
}

/** Deletes reports older than `before`. */
export async function deleteLoadErrorsBefore(db: Database, before: string): Promise<void> {
  await db.deleteFrom('remote_load_errors').where('created_at', '<', before).execute();
}

/** Keeps the `keep` most recent reports of `section`; deletes the rest. */
export async function trimLoadErrors(db: Database, section: string, keep: number): Promise<void> {
  const cutoff = await db
    .selectFrom('remote_load_errors')
    .select(['created_at', 'id'])
    .where('section', '=', section)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .offset(keep)
    .limit(1)
    .executeTakeFirst();
  if (!cutoff) return;
  await db
    .deleteFrom('remote_load_errors')
    .where('section', '=', section)
    .where((eb) =>
      eb.or([
        eb('created_at', '<', cutoff.created_at),
        eb.and([eb('created_at', '=', cutoff.created_at), eb('id', '<=', cutoff.id)]),
      ]),
    )
    .execute();
}

/** Distinct clients that reported a load error, per section and version, since `since`. */
export const countLoadErrors = (db: Database, since: string) =>
  db
    .selectFrom('remote_load_errors')
    .select(['section', 'version', sql<number>`count(distinct client)`.as('count')])
    .where('created_at', '>=', since)
    .groupBy(['section', 'version'])
    .execute();
