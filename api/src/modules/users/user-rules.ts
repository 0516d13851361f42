// Rules shared by the user services: who counts as admin, loading a user,
// role names, the super-admin guard and email uniqueness.
import { type AcademicProfileInput, msg } from '@colophon/shared/contracts';
import type { Database } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { fieldError, forbidden, notFound, unprocessable } from '../../lib/http-errors';
import { can, ROLES } from '../../lib/roles';
import type { AuthUser } from './signed-in-user';
import { type ProfileValues } from './profiles.repository';
import { findRolesByNames, rolesByUser } from './roles.repository';
import { findUserById } from './users.repository';

export const USER_NOT_FOUND = 'User not found';
export const ROLES_FORBIDDEN =
  'You do not have permission to assign roles to this user. Admin or Super Admin role required.';
export const SUPER_ADMIN_ONLY =
  'Only a Super Admin can grant, revoke or manage the super-admin role.';
export const EMAIL_TAKEN = msg('auth.emailTaken');

export const isAdmin = (actor: AuthUser) => can(actor.roles, 'users.manage');
export const isSuperAdmin = (actor: AuthUser) => actor.roles.includes(ROLES.SUPER_ADMIN);

/** Loads a user or answers 404 'User not found'. */
export async function loadUser(db: Database, id: number, withDeleted = true) {
  const row = await findUserById(db, id, { withDeleted });
  if (!row) throw notFound(USER_NOT_FOUND);
  return row;
}

export function profileValues(input: AcademicProfileInput): ProfileValues {
  const { research_areas, languages, ...rest } = input;
  const values: ProfileValues = { ...rest };
  if (research_areas) values.research_areas = JSON.stringify(research_areas);
  if (languages) values.languages = JSON.stringify(languages);
  return values;
}

/** Role names → rows; unknown names are a 422 on `roles`. Super-admin needs a super-admin. */
export async function resolveRoles(db: Database, names: string[]) {
  const unique = [...new Set(names)];
  const rows = await findRolesByNames(db, unique);
  const unknown = unique.filter((n) => !rows.some((r) => r.name === n));
  if (unknown.length) {
    throw unprocessable(undefined, {
      roles: unknown.map((n) => msg('user.unknownRole', { name: n.slice(0, 50) })),
    });
  }
  return rows;
}

export async function assertCanTouchSuperAdmin(
  db: Database,
  actor: AuthUser,
  targetId: number,
  newRoles?: string[],
) {
  if (isSuperAdmin(actor)) return;
  const current = (await rolesByUser(db, [targetId])).get(targetId) ?? [];
  const holds = current.some((r) => r.name === ROLES.SUPER_ADMIN);
  if (holds || newRoles?.includes(ROLES.SUPER_ADMIN)) throw forbidden(SUPER_ADMIN_ONLY);
}

export const withUniqueEmail = async <T>(work: () => Promise<T>) => {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError('email', EMAIL_TAKEN);
    throw error;
  }
};
