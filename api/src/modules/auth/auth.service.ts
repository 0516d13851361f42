// Registration, sign-in, sign-out: the rules, in transactions, audited.
import {
  INVALID_CREDENTIALS_MESSAGE,
  msg,
  type LoginInput,
  type RegisterInput,
  type User,
} from '@colophon/shared/contracts';
import type { Database } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { writeAudit } from '../../lib/audit.repository';
import { fieldError, notFound, unprocessable } from '../../lib/http-errors';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../lib/password';
import { ROLES } from '../../lib/roles';
import { presentUser } from '../users/users.presenter';
import { findRolesByNames, replaceUserRoles } from '../users/roles.repository';
import { findUserByEmail, findUserById, insertUser } from '../users/users.repository';
import type { LoginThrottle } from './login-throttle';
import { findTokenOwner, insertToken, revokeToken, roleNamesOf } from './token.repository';
import { generateToken, hashToken } from './tokens';

export type Session = { user: User; access_token: string; expires_at: string };

export const EMAIL_TAKEN_MESSAGE = msg('auth.emailTaken');

async function issueToken(db: Database, userId: number, name: string, ttlSeconds: number) {
  const { token, hash } = generateToken();
  const expiresAt = new Date(Date.now() + ttlSeconds * 1000).toISOString();
  await insertToken(db, { userId, hash, name, expiresAt });
  return { token, expiresAt };
}

export async function register(
  db: Database,
  input: RegisterInput,
  ttlSeconds: number,
): Promise<Session> {
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction().execute(async (trx) => {
      if (await findUserByEmail(trx, input.email)) throw fieldError('email', EMAIL_TAKEN_MESSAGE);
      const userId = await insertUser(trx, {
        name: input.name,
        email: input.email,
        password: passwordHash,
      });
      const roles = await findRolesByNames(trx, [ROLES.AUTHOR]);
      await replaceUserRoles(
        trx,
        userId,
        roles.map((r) => r.id),
      );
      const user = await presentUser(trx, (await findUserById(trx, userId))!);
      await writeAudit(trx, {
        actorId: userId,
        entity: 'user',
        entityId: userId,
        action: 'registered',
        after: user,
      });
      const { token, expiresAt } = await issueToken(trx, userId, 'register', ttlSeconds);
      return { user, access_token: token, expires_at: expiresAt };
    });
  } catch (error) {
    // Two registrations racing for one email: the unique index decides.
    if (isUniqueViolation(error)) throw fieldError('email', EMAIL_TAKEN_MESSAGE);
    throw error;
  }
}

const invalidCredentials = () =>
  unprocessable(INVALID_CREDENTIALS_MESSAGE, { email: [INVALID_CREDENTIALS_MESSAGE] });

export async function login(
  db: Database,
  input: LoginInput,
  { ttlSeconds, throttle }: { ttlSeconds: number; throttle: LoginThrottle },
): Promise<Session> {
  const key = input.email.toLowerCase();
  throttle.assertAllowed(key);
  const row = await findUserByEmail(db, input.email);
  const valid = row && !row.deleted_at ? await verifyPassword(row.password, input.password) : false;
  if (!row || row.deleted_at) await burnPasswordCheck(input.password);
  if (!row || !valid) {
    throttle.recordFailure(key);
    throw invalidCredentials();
  }
  throttle.reset(key);
  return db.transaction().execute(async (trx) => {
    const { token, expiresAt } = await issueToken(trx, row.id, 'login', ttlSeconds);
    await writeAudit(trx, {
      actorId: row.id,
      entity: 'session',
      entityId: row.id,
      action: 'login',
    });
    return { user: await presentUser(trx, row), access_token: token, expires_at: expiresAt };
  });
}

export async function logout(db: Database, userId: number, tokenId: number | null): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (tokenId !== null) await revokeToken(trx, tokenId);
    await writeAudit(trx, {
      actorId: userId,
      entity: 'session',
      entityId: userId,
      action: 'logout',
    });
  });
}

/** The signed-in user's own record (GET auth/me). */
export async function currentUser(db: Database, userId: number): Promise<User> {
  const row = await findUserById(db, userId);
  if (!row) throw notFound('User not found');
  return presentUser(db, row);
}

/** Who a bearer token signs in: null when it is unknown, revoked or expired, or its owner deleted. */
export async function sessionOfToken(db: Database, token: string) {
  const owner = await findTokenOwner(db, hashToken(token), new Date().toISOString());
  if (!owner) return null;
  const user = {
    id: owner.id,
    name: owner.name,
    email: owner.email,
    roles: await roleNamesOf(db, owner.id),
  };
  return { user, tokenId: owner.token_id };
}
