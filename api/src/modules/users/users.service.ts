// Rules of user management: listing, reading, creating and updating users.
// Every write runs in a transaction and is audited.
import {
  CURRENT_PASSWORD_REQUIRED_MESSAGE,
  type User,
  type UserCreateInput,
  type UserListQuery,
  type UserStatistics,
  type UserUpdateInput,
  USER_SORT_NATURAL,
} from '@colophon/shared/contracts';
import type { Database } from '../../db/database';
import { writeAudit } from '../../lib/audit.repository';
import { fieldError, forbidden } from '../../lib/http-errors';
import { listOrder } from '../../lib/list-sort';
import { paginate } from '../../lib/pagination';
import { hashPassword } from '../../lib/password';
import { ROLES } from '../../lib/roles';
import type { AuthUser } from './signed-in-user';
import {
  assertCurrentPassword,
  assertNotCommonPassword,
  type MailSettings,
  sendVerificationMail,
} from '../auth';
import type { LoginGuard } from '../auth';
import { revokeUserTokens } from '../auth';
import { deleteProfile, upsertProfile } from './profiles.repository';
import { listRoles, replaceUserRoles } from './roles.repository';
import {
  assertCanTouchSuperAdmin,
  EMAIL_TAKEN,
  isAdmin,
  isSuperAdmin,
  loadUser,
  profileValues,
  resolveRoles,
  ROLES_FORBIDDEN,
  SUPER_ADMIN_ONLY,
  withUniqueEmail,
} from './user-rules';
import { presentUser, presentUsers, toRole } from './users.presenter';
import {
  findUserByEmail,
  findUserById,
  insertUser,
  updateUserRow,
  userStatistics,
  usersQuery,
} from './users.repository';

/** Every role (GET users/roles). */
export const allRoles = async (db: Database) => (await listRoles(db)).map(toRole);

export async function listUsers(db: Database, query: UserListQuery) {
  return paginate(usersQuery(db, query, listOrder(query, USER_SORT_NATURAL)), query, (rows) =>
    presentUsers(db, rows),
  );
}

/** Admins see anyone (deleted too); everyone else only themselves. */
export async function getUser(db: Database, actor: AuthUser, id: number): Promise<User> {
  if (!isAdmin(actor) && actor.id !== id) throw forbidden();
  return presentUser(db, await loadUser(db, id, isAdmin(actor)));
}

export async function createUser(
  db: Database,
  actor: AuthUser,
  input: UserCreateInput,
): Promise<User> {
  if (input.roles?.includes(ROLES.SUPER_ADMIN) && !isSuperAdmin(actor))
    throw forbidden(SUPER_ADMIN_ONLY);
  await assertNotCommonPassword(input.password, [input.name, input.email]);
  const passwordHash = await hashPassword(input.password);
  return withUniqueEmail(() =>
    db.transaction().execute(async (trx) => {
      if (await findUserByEmail(trx, input.email)) throw fieldError('email', EMAIL_TAKEN);
      const roles = await resolveRoles(trx, input.roles ?? [ROLES.AUTHOR]);
      const id = await insertUser(trx, {
        name: input.name,
        email: input.email,
        password: passwordHash,
        email_verified_at: input.email_verified ? new Date().toISOString() : null,
      });
      await replaceUserRoles(
        trx,
        id,
        roles.map((r) => r.id),
      );
      if (input.academic_profile)
        await upsertProfile(trx, id, profileValues(input.academic_profile));
      const user = await presentUser(trx, (await findUserById(trx, id))!);
      await writeAudit(trx, {
        actorId: actor.id,
        entity: 'user',
        entityId: id,
        action: 'created',
        after: user,
      });
      return user;
    }),
  );
}

/** Where a self-edit comes from: its current-password check counts like a sign-in. */
export type SelfEditContext = { ip: string; guard: LoginGuard; mail: MailSettings };

/**
 * Admins update anyone; a user may update their own name, email, password and
 * profile. Changing roles here follows the role-assignment rules.
 */
export async function updateUser(
  db: Database,
  actor: AuthUser,
  id: number,
  input: UserUpdateInput,
  currentTokenId: number | null = null,
  account?: SelfEditContext,
): Promise<User> {
  const self = actor.id === id;
  if (!isAdmin(actor) && !self) throw forbidden();
  if (input.roles !== undefined && !isAdmin(actor)) throw forbidden(ROLES_FORBIDDEN);
  if (input.email_verified !== undefined && !isAdmin(actor)) throw forbidden();
  const emailChange = await changesEmail(db, id, input.email);
  if (self && (input.password !== undefined || emailChange) && account) {
    await assertCurrentPassword(
      db,
      { userId: id, tokenId: currentTokenId, ip: account.ip, guard: account.guard },
      input.current_password,
    );
  } else if (self && (input.password !== undefined || emailChange)) {
    throw fieldError('current_password', CURRENT_PASSWORD_REQUIRED_MESSAGE);
  }
  if (input.password !== undefined) {
    const row = await findUserById(db, id, { withDeleted: true });
    await assertNotCommonPassword(input.password, [
      input.name ?? row?.name,
      input.email ?? row?.email,
    ]);
  }
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  const updated = await withUniqueEmail(() =>
    db.transaction().execute(async (trx) => {
      const before = await presentUser(trx, await loadUser(trx, id, false));
      if (!self) await assertCanTouchSuperAdmin(trx, actor, id, input.roles);
      else if (input.roles && !isSuperAdmin(actor) && input.roles.includes(ROLES.SUPER_ADMIN)) {
        throw forbidden(SUPER_ADMIN_ONLY);
      }
      if (input.email && input.email.toLowerCase() !== before.email) {
        const other = await findUserByEmail(trx, input.email);
        if (other && other.id !== id) throw fieldError('email', EMAIL_TAKEN);
      }
      const values: Parameters<typeof updateUserRow>[2] = {};
      if (input.name !== undefined) values.name = input.name;
      if (input.email !== undefined) values.email = input.email;
      // A new address is unverified until its owner opens the mailed link (or an admin says so).
      if (emailChange) values.email_verified_at = null;
      if (passwordHash) values.password = passwordHash;
      if (input.email_verified !== undefined) {
        values.email_verified_at = input.email_verified
          ? (before.email_verified_at ?? new Date().toISOString())
          : null;
      }
      await updateUserRow(trx, id, values);
      if (input.roles !== undefined) {
        const roles = await resolveRoles(trx, input.roles);
        await replaceUserRoles(
          trx,
          id,
          roles.map((r) => r.id),
        );
      }
      if (input.academic_profile === null) await deleteProfile(trx, id);
      else if (input.academic_profile)
        await upsertProfile(trx, id, profileValues(input.academic_profile));
      // A new password signs the account out everywhere else.
      if (passwordHash) await revokeUserTokens(trx, id, self ? currentTokenId : null);
      const after = await presentUser(trx, (await findUserById(trx, id))!);
      await writeAudit(trx, {
        actorId: actor.id,
        entity: 'user',
        entityId: id,
        action: 'updated',
        before,
        after,
      });
      return after;
    }),
  );
  if (emailChange && !updated.email_verified_at && account) {
    await sendVerificationMail(db, updated, account.mail);
  }
  return updated;
}

/** Whether `email` (when given) differs from the user's address, case aside. */
async function changesEmail(db: Database, id: number, email: string | undefined) {
  if (email === undefined) return false;
  const row = await findUserById(db, id, { withDeleted: true });
  return !!row && row.email.toLowerCase() !== email.trim().toLowerCase();
}

export async function statistics(db: Database): Promise<UserStatistics> {
  const now = new Date();
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString();
  const s = await userStatistics(db, monthStart);
  return {
    total: s.total,
    active: s.total - s.deleted,
    deleted: s.deleted,
    verified: s.verified,
    unverified: s.total - s.verified,
    new_this_month: s.new_this_month,
    by_role: s.by_role,
  };
}
