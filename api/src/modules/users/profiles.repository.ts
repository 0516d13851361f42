// SQL of academic profiles.
import type { Selectable } from 'kysely';
import type { Database } from '../../db/database';
import type { AcademicProfilesTable } from '../../db/schema-core';

export type ProfileRow = Selectable<AcademicProfilesTable>;
export type ProfileValues = Partial<
  Omit<ProfileRow, 'id' | 'user_id' | 'created_at' | 'updated_at'>
>;

/** Academic profile of each user that has one, by user id. */
export async function profilesByUser(
  db: Database,
  userIds: number[],
): Promise<Map<number, ProfileRow>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('academic_profiles')
    .selectAll()
    .where('user_id', 'in', userIds)
    .execute();
  return new Map(rows.map((r) => [r.user_id, r]));
}

export async function upsertProfile(
  db: Database,
  userId: number,
  values: ProfileValues,
): Promise<void> {
  const now = new Date().toISOString();
  const existing = await db
    .selectFrom('academic_profiles')
    .select('id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (existing) {
    if (Object.keys(values).length === 0) return;
    await db
      .updateTable('academic_profiles')
      .set({ ...values, updated_at: now })
      .where('id', '=', existing.id)
      .execute();
    return;
  }
  await db
    .insertInto('academic_profiles')
    .values({
      research_areas: '[]',
      languages: '[]',
      ...values,
      user_id: userId,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

export async function deleteProfile(db: Database, userId: number): Promise<void> {
  await db.deleteFrom('academic_profiles').where('user_id', '=', userId).execute();
}
