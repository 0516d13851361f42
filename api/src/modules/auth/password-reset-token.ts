// The token of a password reset link: 32 random bytes and their HMAC-SHA256
// with APP_KEY (`<random>.<mac>`, base64url). The database keeps only the
// token's sha256, so neither a copy of the table nor a guess without the key
// yields a working link; a forged token is refused before any query.
import crypto from 'node:crypto';
import { hashToken } from './tokens';

const mac = (key: string, random: string) =>
  crypto.createHmac('sha256', key).update(`password-reset\u0000${random}`).digest('base64url');

/** A fresh token and the hash to store. */
export function signResetToken(key: string): { token: string; hash: string } {
  const random = crypto.randomBytes(32).toString('base64url');
  const token = `${random}.${mac(key, random)}`;
  return { token, hash: hashToken(token) };
}

/** The hash to look the token up by, when its MAC is right (compared in constant time); else null. */
export function verifiedResetTokenHash(key: string, token: string): string | null {
  const match = /^([\w-]{43})\.([\w-]{43})$/.exec(token);
  if (!match) return null;
  const expected = Buffer.from(mac(key, match[1]!));
  const given = Buffer.from(match[2]!);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return null;
  return hashToken(token);
}

export const resetLink = (panelUrl: string, token: string) =>
  `${panelUrl.replace(/\/+$/, '')}/reset-password?token=${encodeURIComponent(token)}`;
