// SQL of roles and of who holds them.
import type { Selectable } from 'kysely';
import type { Database } from '../../db/database';
import type { RolesTable } from '../../db/schema-core';

export type RoleRow = Omit<Selectable<RolesTable>, 'created_at'>;

export async function listRoles(db: Database): Promise<RoleRow[]> {
  return db.selectFrom('roles').select(['id', 'name', 'description']).orderBy('id').execute();
}

export async function findRolesByNames(db: Database, names: string[]): Promise<RoleRow[]> {
  if (names.length === 0) return [];
  return db
    .selectFrom('roles')
    .select(['id', 'name', 'description'])
    .where('name', 'in', names)
    .execute();
}

/** Roles of each user, by user id. */
export async function rolesByUser(
  db: Database,
  userIds: number[],
): Promise<Map<number, RoleRow[]>> {
  const map = new Map<number, RoleRow[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return map;
  const rows = await db
    .selectFrom('user_roles as ur')
    .innerJoin('roles as r', 'r.id', 'ur.role_id')
    .select(['ur.user_id', 'r.id', 'r.name', 'r.description'])
    .where('ur.user_id', 'in', userIds)
    .orderBy('r.id')
    .execute();
  for (const { user_id, ...role } of rows) map.get(user_id)?.push(role);
  return map;
}

export async function replaceUserRoles(
  db: Database,
  userId: number,
  roleIds: number[],
): Promise<void> {
  await db.deleteFrom('user_roles').where('user_id', '=', userId).execute();
  if (roleIds.length === 0) return;
  const now = new Date().toISOString();
  await db
    .insertInto('user_roles')
    .values(roleIds.map((role_id) => ({ user_id: userId, role_id, created_at: now })))
    .execute();
}
