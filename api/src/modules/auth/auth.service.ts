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
import { fieldError, notFound, tooManyRequests, unprocessable } from '../../lib/http-errors';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../lib/password';
import { ROLES } from '../../lib/roles';
import { presentUser } from '../users';
import { findRolesByNames, replaceUserRoles } from '../users';
import { findUserByEmail, findUserById, insertUser } from '../users';
import {
  assertNotCommonPassword,
  type MailSettings,
  sendVerificationMail,
} from './account.service';
import type { LoginGuard } from './login-guard';
import { type CachedSession, sessionCacheOf } from './session-cache';
import { findTokenOwner, insertToken, revokeToken } from './token.repository';
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
  mail: MailSettings,
): Promise<Session> {
  await assertNotCommonPassword(input.password, [input.name, input.email]);
  const passwordHash = await hashPassword(input.password);
  let session: Session;
  try {
    session = await db.transaction().execute(async (trx) => {
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
  // Co-author access by email needs a verified address (manuscript-access.ts).
  await sendVerificationMail(db, session.user, mail);
  return session;
}

const invalidCredentials = () =>
  unprocessable(INVALID_CREDENTIALS_MESSAGE, { email: [INVALID_CREDENTIALS_MESSAGE] });

/** Where a sign-in comes from, for the login limits (login-guard.ts). */
export type LoginContext = {
  ttlSeconds: number;
  guard: LoginGuard;
  ip: string;
  /** The nonce of the request's valid device cookie for this account, or null (device-cookie.ts). */
  deviceOf?: (userId: number) => string | null;
  /** Waits `ms` (a slowed attempt); tests may pass their own. */
  sleep?: (ms: number) => Promise<void>;
  /** Told the seconds to wait when the attempt is refused (the route sets Retry-After). */
  onRefused?: (retryAfterSeconds: number) => void;
};

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function login(
  db: Database,
  input: LoginInput,
  { ttlSeconds, guard, ip, deviceOf = () => null, sleep = wait, onRefused }: LoginContext,
): Promise<Session> {
  // The account first: a device cookie is valid for one account only, and its
  // stored address keys the counters however the request spells it.
  const row = await findUserByEmail(db, input.email);
  const account = row && !row.deleted_at ? row : undefined;
  const email = account?.email ?? input.email;
  const device = account ? deviceOf(account.id) : null;
  const check = await guard.check(email, ip, device);
  if (!check.allowed) {
    onRefused?.(check.retryAfterSeconds);
    throw tooManyRequests(
      `Too many login attempts. Please try again in ${check.retryAfterSeconds} seconds.`,
    );
  }
  if (check.slowdownMs > 0) await sleep(check.slowdownMs);
  const valid = account ? await verifyPassword(account.password, input.password) : false;
  if (!account) await burnPasswordCheck(input.password);
  if (!row || !valid) {
    await guard.failed(email, ip, device);
    throw invalidCredentials();
  }
  await guard.succeeded(email, ip, device);
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
  if (!row) throw notFound(msg('user.notFound'));
  return presentUser(db, row);
}

/** Who a bearer token signs in: null when it is unknown, revoked or expired, or its owner deleted. */
export async function sessionOfToken(db: Database, token: string): Promise<CachedSession | null> {
  const hash = hashToken(token);
  const now = Date.now();
  const cache = sessionCacheOf(db);
  const kept = cache?.lookup(hash, now);
  if (kept) return kept;
  const ticket = cache?.ticket() ?? 0;
  const owner = await findTokenOwner(db, hash, new Date(now).toISOString());
  if (!owner) return null;
  const user = {
    id: owner.id,
    name: owner.name,
    email: owner.email,
    roles: owner.roles,
  };
  const session = { user, tokenId: owner.token_id };
  cache?.keep(ticket, hash, session, new Date(owner.expires_at).getTime());
  return session;
}
