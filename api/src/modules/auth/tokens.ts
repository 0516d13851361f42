// Opaque bearer tokens: 32 random bytes (base64url) handed to the client once;
// only their sha256 is stored.
import crypto from 'node:crypto';

export const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

export function generateToken(): { token: string; hash: string } {
  const token = crypto.randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}
