// The signed-in user's own account changes: password and email need the
// current password; a new email starts unverified and gets a signed link.
import {
  CURRENT_PASSWORD_REQUIRED_MESSAGE,
  CURRENT_PASSWORD_WRONG_MESSAGE,
  EMAIL_UNCHANGED_MESSAGE,
  isCommonPassword,
  PASSWORD_COMMON_MESSAGE,
  VERIFICATION_INVALID_MESSAGE,
  type ChangeEmailInput,
  type ChangePasswordInput,
  type User,
} from '@colophon/shared/contracts';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/database';
import { writeAudit } from '../../lib/audit.repository';
import { fieldError, notFound, tooManyRequests } from '../../lib/http-errors';
import { enqueueMail } from '../mail';
import { hashPassword, verifyPassword } from '../../lib/password';
import { EMAIL_TAKEN, withUniqueEmail } from '../users';
import { presentUser } from '../users';
import { findUserByEmail, findUserById, updateUserRow } from '../users';
import {
  parseVerificationToken,
  signatureMatches,
  signVerificationToken,
  verificationLink,
} from './email-verification';
import type { LoginGuard } from './login-guard';
import { revokeUserTokens } from './token.repository';
import {
  type MessageCode,
  msg,
  renderMessage,
  toMessageLanguage,
} from '@colophon/shared/contracts';

/** Who asks and from where: wrong current passwords count like failed sign-ins. */
export type AccountActor = {
  userId: number;
  tokenId: number | null;
  ip: string;
  /** The request's known device for this account (its device cookie's nonce); unknown when absent. */
  device?: string | null;
  guard: LoginGuard;
};

/** 422 on `current_password` unless it is the account's password (guessing is limited like sign-in). */
export async function assertCurrentPassword(
  db: Database,
  actor: AccountActor,
  currentPassword: string | undefined,
): Promise<void> {
  if (!currentPassword) throw fieldError('current_password', CURRENT_PASSWORD_REQUIRED_MESSAGE);
  const row = await findUserById(db, actor.userId);
  if (!row) throw notFound(msg('user.notFound'));
  const device = actor.device ?? null;
  const check = await actor.guard.check(row.email, actor.ip, device);
  if (!check.allowed) {
    throw tooManyRequests(
      `Too many attempts. Please try again in ${check.retryAfterSeconds} seconds.`,
    );
  }
  if (!(await verifyPassword(row.password, currentPassword))) {
    await actor.guard.failed(row.email, actor.ip, device);
    throw fieldError('current_password', CURRENT_PASSWORD_WRONG_MESSAGE);
  }
  // Right: the attempt the check took is given back, as after a sign-in.
  await actor.guard.succeeded(row.email, actor.ip, device);
}

/** 422 on `password` for a password an attacker tries first (zxcvbn score 0). */
export async function assertNotCommonPassword(
  password: string,
  userInputs: (string | undefined)[] = [],
): Promise<void> {
  const words = userInputs.filter((s): s is string => !!s);
  if (await isCommonPassword(password, words))
    throw fieldError('password', PASSWORD_COMMON_MESSAGE);
}

export async function changePassword(
  db: Database,
  actor: AccountActor,
  input: ChangePasswordInput,
): Promise<User> {
  await assertCurrentPassword(db, actor, input.current_password);
  const row = (await findUserById(db, actor.userId))!;
  await assertNotCommonPassword(input.password, [row.name, row.email]);
  const password = await hashPassword(input.password);
  return db.transaction().execute(async (trx) => {
    await updateUserRow(trx, row.id, { password });
    // Every other session ends; the one used here stays signed in.
    await revokeUserTokens(trx, row.id, actor.tokenId);
    await writeAudit(trx, {
      actorId: row.id,
      entity: 'user',
      entityId: row.id,
      action: 'password_changed',
    });
    return presentUser(trx, (await findUserById(trx, row.id))!);
  });
}

export type MailSettings = Pick<AppConfig, 'appUrl' | 'appKey' | 'emailVerificationTtlSeconds'>;

export async function changeEmail(
  db: Database,
  actor: AccountActor,
  input: ChangeEmailInput,
  mail: MailSettings,
): Promise<User> {
  await assertCurrentPassword(db, actor, input.current_password);
  const user = await withUniqueEmail(() =>
    db.transaction().execute(async (trx) => {
      const row = (await findUserById(trx, actor.userId))!;
      if (row.email.toLowerCase() === input.email.toLowerCase()) {
        throw fieldError('email', EMAIL_UNCHANGED_MESSAGE);
      }
      if (await findUserByEmail(trx, input.email)) throw fieldError('email', EMAIL_TAKEN);
      const before = await presentUser(trx, row);
      await updateUserRow(trx, row.id, { email: input.email, email_verified_at: null });
      const after = await presentUser(trx, (await findUserById(trx, row.id))!);
      await writeAudit(trx, {
        actorId: row.id,
        entity: 'user',
        entityId: row.id,
        action: 'email_changed',
        before: { email: before.email, email_verified_at: before.email_verified_at },
        after: { email: after.email, email_verified_at: null },
      });
      return after;
    }),
  );
  await sendVerificationMail(db, user, mail);
  return user;
}

/**
 * Queues a fresh link to the account's address in the outbox, in the user's
 * language; sensitive: the panel's outbox never shows a link that proves an address.
 */
export async function sendVerificationMail(
  db: Database,
  user: Pick<User, 'id' | 'name' | 'email'>,
  mail: MailSettings,
): Promise<void> {
  const token = signVerificationToken(mail.appKey, {
    userId: user.id,
    email: user.email,
    ttlSeconds: mail.emailVerificationTtlSeconds,
  });
  const link = verificationLink(mail.appUrl, token);
  const hours = Math.round(mail.emailVerificationTtlSeconds / 3600);
  const locale = toMessageLanguage((await findUserById(db, user.id))?.locale);
  const say = (code: MessageCode, params: Record<string, string | number> = {}) =>
    renderMessage(msg(code, params), locale);
  await enqueueMail(db, {
    to: user.email,
    userId: user.id,
    manuscriptId: null,
    templateKey: 'email_verification',
    locale,
    subject: say('mail.verification.subject'),
    body: [
      say('notification.mail.greeting', { name: user.name }),
      '',
      say('mail.verification.body', { email: user.email }),
      '',
      link,
      '',
      say('mail.verification.validity', { hours }),
      '',
    ].join('\n'),
    sensitive: true,
  });
}

/** POST auth/email/verification: false when the address is verified already. */
export async function resendVerification(
  db: Database,
  userId: number,
  mail: MailSettings,
): Promise<boolean> {
  const row = await findUserById(db, userId);
  if (!row) throw notFound(msg('user.notFound'));
  if (row.email_verified_at) return false;
  await sendVerificationMail(db, row, mail);
  return true;
}

const invalidLink = () => fieldError('token', VERIFICATION_INVALID_MESSAGE);

/** POST auth/email/verify: marks the address the link was sent to as verified. */
export async function verifyEmail(db: Database, token: string, key: string): Promise<User> {
  const parsed = parseVerificationToken(token);
  if (!parsed) throw invalidLink();
  return db.transaction().execute(async (trx) => {
    const row = await findUserById(trx, parsed.userId);
    if (!row || !signatureMatches(key, parsed, row.email)) throw invalidLink();
    if (!row.email_verified_at) {
      await updateUserRow(trx, row.id, { email_verified_at: new Date().toISOString() });
      await writeAudit(trx, {
        actorId: row.id,
        entity: 'user',
        entityId: row.id,
        action: 'email_verified',
        after: { email: row.email },
      });
    }
    return presentUser(trx, (await findUserById(trx, row.id))!);
  });
}
