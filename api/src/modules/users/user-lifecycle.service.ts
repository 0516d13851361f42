// A user's lifecycle: soft delete, restore, permanent delete, role assignment.
// Every write runs in a transaction and is audited.
import type { AssignRolesInput, User } from '@colophon/shared/contracts';
import type { Database } from '../../db/database';
import { isForeignKeyViolation } from '../../db/errors';
import { writeAudit } from '../../lib/audit.repository';
import { conflict, forbidden } from '../../lib/http-errors';
import type { AuthUser } from './signed-in-user';
import { revokeUserTokens } from '../auth';
import { replaceUserRoles } from './roles.repository';
import {
  assertCanTouchSuperAdmin,
  isAdmin,
  loadUser,
  resolveRoles,
  ROLES_FORBIDDEN,
} from './user-rules';
import { presentUser } from './users.presenter';
import { deleteUserRow, findUserById, updateUserRow } from './users.repository';
import { msg } from '@colophon/shared/contracts';

/** Soft delete: the account keeps its data but loses its roles and sessions at once. */
export async function softDeleteUser(db: Database, actor: AuthUser, id: number): Promise<void> {
  if (actor.id === id) throw forbidden(msg('user.deleteSelf'));
  await db.transaction().execute(async (trx) => {
    const row = await loadUser(trx, id);
    if (row.deleted_at) throw conflict(msg('user.alreadyDeleted'));
    await assertCanTouchSuperAdmin(trx, actor, id);
    const before = await presentUser(trx, row);
    await updateUserRow(trx, id, { deleted_at: new Date().toISOString() });
    await replaceUserRoles(trx, id, []);
    await revokeUserTokens(trx, id);
    await writeAudit(trx, {
      actorId: actor.id,
      entity: 'user',
      entityId: id,
      action: 'deleted',
      before,
    });
  });
}

/** Restore: the user is active again, with no roles until they are reassigned. */
export async function restoreUser(db: Database, actor: AuthUser, id: number): Promise<User> {
  return db.transaction().execute(async (trx) => {
    const row = await loadUser(trx, id);
    if (!row.deleted_at) throw conflict(msg('user.notDeleted'));
    await updateUserRow(trx, id, { deleted_at: null });
    const after = await presentUser(trx, (await findUserById(trx, id))!);
    await writeAudit(trx, {
      actorId: actor.id,
      entity: 'user',
      entityId: id,
      action: 'restored',
      after,
    });
    return after;
  });
}

/** Permanent deletion (super-admin only, enforced by the route). */
export async function forceDeleteUser(db: Database, actor: AuthUser, id: number): Promise<void> {
  if (actor.id === id) throw forbidden(msg('user.deleteSelf'));
  try {
    await db.transaction().execute(async (trx) => {
      const before = await presentUser(trx, await loadUser(trx, id));
      await revokeUserTokens(trx, id);
      await deleteUserRow(trx, id);
      await writeAudit(trx, {
        actorId: actor.id,
        entity: 'user',
        entityId: id,
        action: 'force_deleted',
        before,
      });
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) {
      throw conflict(
        'The user cannot be permanently deleted while manuscripts or other records refer to them.',
      );
    }
    throw error;
  }
}

export async function assignRoles(
  db: Database,
  actor: AuthUser,
  id: number,
  input: AssignRolesInput,
): Promise<User> {
  if (!isAdmin(actor)) throw forbidden(ROLES_FORBIDDEN);
  return db.transaction().execute(async (trx) => {
    const row = await loadUser(trx, id, false);
    await assertCanTouchSuperAdmin(trx, actor, id, input.roles);
    const roles = await resolveRoles(trx, input.roles);
    const before = await presentUser(trx, row);
    await replaceUserRoles(
      trx,
      id,
      roles.map((r) => r.id),
    );
    const after = await presentUser(trx, (await findUserById(trx, id))!);
    await writeAudit(trx, {
      actorId: actor.id,
      entity: 'user',
      entityId: id,
      action: 'roles_assigned',
      before,
      after,
    });
    return after;
  });
}
