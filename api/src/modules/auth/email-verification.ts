// Signed e-mail verification links: `<user id>.<expiry, epoch s>.<HMAC>`. The
// MAC also covers the address, so a link stops working once the account's
// email changes; nothing is stored.
import crypto from 'node:crypto';

const mac = (key: string, userId: number, email: string, expires: number) =>
  crypto
    .createHmac('sha256', key)
    .update(`email-verification\u0000${userId}\u0000${email.toLowerCase()}\u0000${expires}`)
    .digest('base64url');

export function signVerificationToken(
  key: string,
  {
    userId,
    email,
    ttlSeconds,
    now = Date.now(),
  }: { userId: number; email: string; ttlSeconds: number; now?: number },
): string {
  const expires = Math.floor(now / 1000) + ttlSeconds;
  return `${userId}.${expires}.${mac(key, userId, email, expires)}`;
}

/** The user id the token names, when well formed and not expired (the MAC is checked apart). */
export function parseVerificationToken(token: string, now = Date.now()) {
  const match = /^(\d{1,15})\.(\d{1,15})\.([\w-]{43})$/.exec(token);
  if (!match) return null;
  const [, id, expires, signature] = match;
  if (Number(expires) * 1000 < now) return null;
  return { userId: Number(id), expires: Number(expires), signature: signature! };
}

/** Whether the signature belongs to this user and address (compared in constant time). */
export function signatureMatches(
  key: string,
  parsed: { userId: number; expires: number; signature: string },
  email: string,
): boolean {
  const expected = Buffer.from(mac(key, parsed.userId, email, parsed.expires));
  const given = Buffer.from(parsed.signature);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given);
}

export const verificationLink = (appUrl: string, token: string) =>
  `${appUrl}/verify-email?token=${encodeURIComponent(token)}`;
