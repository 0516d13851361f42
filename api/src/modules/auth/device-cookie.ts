// The device cookie: proof that this browser once signed in to the account
// with the right password, so its sign-ins get an allowance of their own and
// are not refused when strangers have used up the account's allowance for
// unknown browsers (login-guard.ts). Its value is
// `<user id>.<expiry, epoch s>.<nonce>.<HMAC>` with APP_KEY: nothing is stored,
// and every API process with the same key accepts it. One cookie per account
// (the name carries the user id), so a browser shared by two accounts is known
// to both. The nonce names the device: its failures are counted under it.
import crypto from 'node:crypto';
import { parse, serialize } from 'cookie';

/** A year: a browser the owner uses stays known between sign-ins. */
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** Sent to the auth routes only (sign-in and the checks of a current password). */
const COOKIE_PATH = '/api/v1/auth';
const NAME_PREFIX = 'colophon_device_';

const cookieName = (userId: number) => `${NAME_PREFIX}${userId}`;

const mac = (key: string, userId: number, expires: number, nonce: string) =>
  crypto
    .createHmac('sha256', key)
    .update(`device-cookie\u0000${userId}\u0000${expires}\u0000${nonce}`)
    .digest('base64url');

/** The Set-Cookie value of a new device cookie for the account. */
export function deviceCookieHeader(
  key: string,
  { userId, secure, now = Date.now() }: { userId: number; secure: boolean; now?: number },
): string {
  const expires = Math.floor(now / 1000) + DEVICE_COOKIE_MAX_AGE_SECONDS;
  const nonce = crypto.randomBytes(16).toString('base64url');
  const value = `${userId}.${expires}.${nonce}.${mac(key, userId, expires, nonce)}`;
  // HttpOnly: page scripts never read it. SameSite=Strict: another site cannot
  // make the browser send it. Secure whenever the panel is served over https.
  return serialize(cookieName(userId), value, {
    maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure,
  });
}

/** The account's device cookie in a Cookie header (the first of that name: browsers send the most specific path first). */
const cookieValue = (header: string | undefined, userId: number): string | undefined =>
  header ? parse(header)[cookieName(userId)] : undefined;

/**
 * The device the request's cookie names for this account: its nonce, when the
 * cookie is well formed, unexpired, made for this account and signed with our
 * key (compared in constant time); otherwise null (an unknown device).
 */
export function knownDeviceOf(
  key: string,
  cookieHeader: string | undefined,
  userId: number,
  now = Date.now(),
): string | null {
  const value = cookieValue(cookieHeader, userId);
  const match = value && /^(\d{1,15})\.(\d{1,15})\.([\w-]{22})\.([\w-]{43})$/.exec(value);
  if (!match) return null;
  const [, id, expiresText, nonce, signature] = match;
  const expires = Number(expiresText);
  if (Number(id) !== userId || expires * 1000 <= now) return null;
  const expected = Buffer.from(mac(key, userId, expires, nonce!));
  const given = Buffer.from(signature!);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return null;
  return nonce!;
}
