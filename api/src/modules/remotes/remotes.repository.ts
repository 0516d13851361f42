// SQL of the remote registry: one rollout row per section, and load errors.
import { sql } from 'kysely';
import type { Database } from '../../db/database';
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

/** Inserts or replaces the section's rollout. */
export async function saveRollout(
  db: Database,
  section: string,
  values: RolloutValues,
  actorId: number,
): Promise<void> {
  const row = { ...values, updated_by: actorId, updated_at: nowIso() };
  await db
    .insertInto('section_rollouts')
    .values({ section, ...row })
    .onConflict((oc) => oc.column('section').doUpdateSet(row))
    .execute();
}

export async function insertLoadError(
  db: Database,
  values: { section: string; version: string; entry: string; message: string },
): Promise<void> {
  await db
    .insertInto('remote_load_errors')
    .values({ ...values, created_at: nowIso() })
    .execute();
}

/** Load errors per section and version since `since`. */
export const countLoadErrors = (db: Database, since: string) =>
  db
    .selectFrom('remote_load_errors')
    .select(['section', 'version', sql<number>`count(*)`.as('count')])
    .where('created_at', '>=', since)
    .groupBy(['section', 'version'])
    .execute();
