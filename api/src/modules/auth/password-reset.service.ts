// A forgotten password: a signed, single-use link valid one hour is mailed to
// the account's address; the link sets a new password and ends every session.
// The request answers the same with an account or without (the route), after
// the same steps; only the link's writes are the account's alone.
import {
  msg,
  RESET_LINK_EXPIRED_MESSAGE,
  RESET_LINK_INVALID_MESSAGE,
  RESET_LINK_USED_MESSAGE,
  renderMessage,
  type ForgotPasswordInput,
  type ResetPasswordInput,
} from '@colophon/shared/contracts';
import type { Database } from '../../db/database';
import { writeAudit } from '../../lib/audit.repository';
import { badRequest, HttpError, tooManyRequests } from '../../lib/http-errors';
import { hashPassword } from '../../lib/password';
import { enqueueMail } from '../mail';
import { findUserByEmail, updateUserRow } from '../users';
import { assertNotCommonPassword } from './account.service';
import type { LoginGuard } from './login-guard';
import type { PasswordResetLimit } from './password-reset-limit';
import { resetLink, signResetToken, verifiedResetTokenHash } from './password-reset-token';
import {
  consumePasswordReset,
  deleteStalePasswordResets,
  endPasswordResets,
  findPasswordReset,
  insertPasswordReset,
} from './password-reset.repository';
import { revokeUserTokens } from './token.repository';

/** A link works this long after it was asked for. */
export const RESET_LINK_TTL_MS = 60 * 60_000;
/** Expired links are kept this long, to answer "expired" rather than "invalid". */
const KEEP_EXPIRED_MS = 24 * 60 * 60_000;

export type ForgotContext = {
  appKey: string;
  /** The panel's address: the link opens its /reset-password page. */
  panelUrl: string;
  limit: PasswordResetLimit;
  /** The request's language: the mail's when the account has none recorded. */
  language: string;
  /** Told the seconds to wait when the address is over its limit (the route sets Retry-After). */
  onRefused?: (retryAfterSeconds: number) => void;
  /** The clock (ms); tests move it. */
  now?: number;
};

const tooMany = (seconds: number) =>
  tooManyRequests(`Too many attempts. Please try again in ${seconds} seconds.`);

/** POST auth/password/forgot: mails a link when the address has an account; silent otherwise. */
export async function requestPasswordReset(
  db: Database,
  input: ForgotPasswordInput,
  { appKey, panelUrl, limit, language, onRefused, now = Date.now() }: ForgotContext,
): Promise<void> {
  const check = await limit.take(input.email);
  if (!check.allowed) {
    onRefused?.(check.retryAfterSeconds);
    throw tooMany(check.retryAfterSeconds);
  }
  const row = await findUserByEmail(db, input.email);
  // Drawn for every request, used only with an account.
  const { token, hash } = signResetToken(appKey);
  if (!row || row.deleted_at) return;
  const at = new Date(now).toISOString();
  const locale = row.locale ?? language;
  const say = (code: string) => renderMessage(code, locale);
  await db.transaction().execute(async (trx) => {
    await deleteStalePasswordResets(trx, row.id, new Date(now - KEEP_EXPIRED_MS).toISOString());
    await insertPasswordReset(trx, {
      userId: row.id,
      hash,
      email: row.email,
      expiresAt: new Date(now + RESET_LINK_TTL_MS).toISOString(),
      now: at,
    });
    // Sent after commit by the mail job; its body is never shown in the panel's outbox.
    await enqueueMail(trx, {
      to: row.email,
      userId: row.id,
      manuscriptId: null,
      templateKey: null,
      locale,
      subject: say(msg('auth.resetMailSubject')),
      body: say(msg('auth.resetMailBody', { name: row.name, link: resetLink(panelUrl, token) })),
      sensitive: true,
    });
    await writeAudit(trx, {
      actorId: null,
      entity: 'user',
      entityId: row.id,
      action: 'password_reset_requested',
    });
  });
}

export type ResetContext = {
  appKey: string;
  /** The sign-in limits: a reset clears the account's failed sign-ins from this address. */
  guard: LoginGuard;
  ip: string;
  now?: number;
};

const gone = (message: string) => new HttpError(410, message);

/**
 * POST auth/password/reset: sets the password, uses the link up (with every
 * other link of the account) and ends every session of the account. Revoking
 * the tokens is a write to access_tokens, which drops every kept session
 * (session-cache.ts) at its commit, in this process and in the others.
 */
export async function resetPassword(
  db: Database,
  input: ResetPasswordInput,
  { appKey, guard, ip, now = Date.now() }: ResetContext,
): Promise<void> {
  const hash = verifiedResetTokenHash(appKey, input.token);
  const link = hash ? await findPasswordReset(db, hash) : undefined;
  const at = new Date(now).toISOString();
  // A link mailed to an address the account no longer has is void, like a deleted account's.
  if (!link || link.deleted_at || link.sent_to.toLowerCase() !== link.email.toLowerCase())
    throw badRequest(RESET_LINK_INVALID_MESSAGE);
  if (link.used_at) throw gone(RESET_LINK_USED_MESSAGE);
  if (link.expires_at <= at) throw gone(RESET_LINK_EXPIRED_MESSAGE);
  // Checked before the link is used up: a refused password leaves the link working.
  await assertNotCommonPassword(input.password, [link.name, link.email]);
  const password = await hashPassword(input.password);
  await db.transaction().execute(async (trx) => {
    if (!(await consumePasswordReset(trx, link.id, at))) throw gone(RESET_LINK_USED_MESSAGE);
    // Opening the mailed link proves the address too.
    await updateUserRow(trx, link.user_id, {
      password,
      ...(link.email_verified_at ? {} : { email_verified_at: at }),
    });
    await revokeUserTokens(trx, link.user_id);
    await endPasswordResets(trx, link.user_id, at);
    await writeAudit(trx, {
      actorId: link.user_id,
      entity: 'user',
      entityId: link.user_id,
      action: 'password_reset',
    });
  });
  await guard.forgive(link.email, ip);
}
