// The rules a newly chosen password must meet. Sign-in keeps the plain length
// check (passwordField): an old password must still be accepted there.
import { z } from 'zod';
// msg alone, not the catalogs: the sign-in page uses passwordField (contracts/login.ts).
import { msg } from './messages/msg';

export const PASSWORD_MESSAGE = msg('auth.passwordMin');
const PASSWORD_MAX_MESSAGE = msg('auth.passwordMax');

/** Whitespace, control and format characters (zero-width space, BOM, bidi marks…). */
const INVISIBLE = /[\s\p{Cc}\p{Cf}\p{Z}]/gu;

/** Characters one can see: six spaces or six zero-width characters count as none. */
export const visibleLength = (value: string) => [...value.replace(INVISIBLE, '')].length;

export const passwordField = z
  .string({ error: PASSWORD_MESSAGE })
  .min(6, PASSWORD_MESSAGE)
  .max(128, PASSWORD_MAX_MESSAGE);

/**
 * A password being chosen (register, change, an admin setting one): at least six
 * visible characters. Whether it is a common password is checked apart
 * (password-strength.ts), loaded lazily because its dictionary is large.
 */
export const newPasswordField = z
  .string({ error: PASSWORD_MESSAGE })
  .max(128, PASSWORD_MAX_MESSAGE)
  .refine((value) => visibleLength(value) >= 6, PASSWORD_MESSAGE);
